import 'server-only';
import type { AppError, AppErrorCode } from '@/lib/domain/errors/app-error';

/** From each domain error code to its HTTP status. */
export const HTTP_STATUS: Record<AppErrorCode, number> = {
  VALIDATION: 400,
  NOT_FOUND: 404,
  STORE_NOT_FOUND: 404,
  STORE_CLOSED: 409,
  INVALID_ORDER_TYPE: 422,
  INVALID_DELIVERY_TIME: 422,
  OUT_OF_DELIVERY_AREA: 422,
  MINIMUM_NOT_MET: 422,
  COUPON_REJECTED: 422,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  PAYMENT_FAILED: 402,
  UPSTREAM_UNAVAILABLE: 503,
  INVALID_FIELDS: 422,
  PRICE_CHANGED: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  LINK_EXPIRED: 410,
  METHOD_NOT_ALLOWED: 405,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
};

/**
 * Headers an error answer carries besides its status: Retry-After on a 429 whose error knows the
 * seconds to wait (the rate limits, the SMS resend wait).
 */
export function errorHeaders(error: AppError): Record<string, string> {
  const seconds = error.values.seconds;
  if (error.code === 'RATE_LIMITED' && typeof seconds === 'number' && seconds > 0) return { 'Retry-After': String(Math.ceil(seconds)) };
  return {};
}
