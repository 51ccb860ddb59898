/**
 * The one domain error type. A use case throws it with a code from this short list; the route
 * wrapper maps the code to an HTTP status and a message key (lib/server/http/error-table.ts).
 */
export const APP_ERROR_CODES = [
  'VALIDATION',
  'NOT_FOUND',
  'STORE_NOT_FOUND',
  'STORE_CLOSED',
  'INVALID_ORDER_TYPE',
  'INVALID_DELIVERY_TIME',
  'OUT_OF_DELIVERY_AREA',
  'MINIMUM_NOT_MET',
  'COUPON_REJECTED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'CONFLICT',
  'RATE_LIMITED',
  'PAYMENT_FAILED',
  'UPSTREAM_UNAVAILABLE',
] as const;

export type AppErrorCode = (typeof APP_ERROR_CODES)[number];

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    /** a message key of messages/*.json, e.g. 'errors.storeNotFound' */
    readonly messageKey: string,
    /** values for the message, e.g. { postcode: '2000' } */
    readonly values: Record<string, string | number> = {},
    /** field errors, for VALIDATION */
    readonly fieldErrors: Record<string, string[]> = {},
  ) {
    super(`${code}: ${messageKey}`);
    this.name = 'AppError';
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
