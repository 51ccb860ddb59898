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
  /** one or more form fields of a request break a rule of the spec: 422 with a message per field */
  'INVALID_FIELDS',
  /** the browser's total differs from the server's: 409 with the server's priced cart in `details` */
  'PRICE_CHANGED',
  /** an Idempotency-Key sent again with a different body */
  'IDEMPOTENCY_KEY_REUSED',
  /** a password link that expired, was used or replaced, or was never ours: 410 */
  'LINK_EXPIRED',
  /** a method this path does not take (TRACE anywhere, POST on a page): 405 */
  'METHOD_NOT_ALLOWED',
  /** a JSON body over the limit of the route wrapper: 413 */
  'PAYLOAD_TOO_LARGE',
  /** a path over the proxy's length limit: 414 */
  'URI_TOO_LONG',
] as const;

export type AppErrorCode = (typeof APP_ERROR_CODES)[number];

/** A field's message: a message key (or a plain text), or a key with values to insert. */
export type FieldMessage = string | { key: string; values?: Record<string, string | number> };

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    /** a message key of messages/*.json, e.g. 'errors.storeNotFound' */
    readonly messageKey: string,
    /** values for the message, e.g. { postcode: '2000' } */
    readonly values: Record<string, string | number> = {},
    /** field errors (VALIDATION, INVALID_FIELDS), translated by the route wrapper */
    readonly fieldErrors: Record<string, FieldMessage[]> = {},
    /** structured data for the client, e.g. the server's prices of PRICE_CHANGED */
    readonly details?: unknown,
  ) {
    super(`${code}: ${messageKey}`);
    this.name = 'AppError';
  }
}

/**
 * An AppError of any copy of this class: a production build bundles each route on its own, and
 * the container (kept on globalThis) holds adapters from the bundle that made it, so an adapter's
 * AppError may come from another route's copy, which `instanceof` alone does not know.
 */
export function isAppError(error: unknown): error is AppError {
  if (error instanceof AppError) return true;
  if (!(error instanceof Error) || error.name !== 'AppError') return false;
  const { code, messageKey } = error as Partial<AppError>;
  return (APP_ERROR_CODES as readonly unknown[]).includes(code) && typeof messageKey === 'string';
}
