import 'server-only';
import { AppError } from '@/lib/domain/errors/app-error';
import { isPathId } from '@/lib/schemas/forms/path-id';

/**
 * What a path segment that can be no id answers (`%2F`, `a%2Fb`, `__proto__`, a control
 * character): what an unknown one of its kind answers, so it tells nothing more; a coupon code
 * is simply unknown (422 COUPON_REJECTED, as the lookup answers).
 */
const UNKNOWN: Record<string, (value: string) => AppError> = {
  storeId: () => new AppError('STORE_NOT_FOUND', 'errors.storeNotFound'),
  code: (value) => new AppError('COUPON_REJECTED', 'coupon.notFound', { code: value.trim().toUpperCase().slice(0, 50) }),
  orderId: () => new AppError('NOT_FOUND', 'orderStatusChange.orderNotFound'),
  paymentId: () => new AppError('NOT_FOUND', 'sandboxPayment.notFound'),
  userId: () => new AppError('NOT_FOUND', 'membership.errors.notFound'),
  productId: () => new AppError('NOT_FOUND', 'board.errors.productNotFound'),
  cardIdentifier: () => new AppError('NOT_FOUND', 'storedCards.notFound'),
};

/**
 * Every dynamic segment of an `/api` path through the one id rule (lib/schemas/forms/path-id.ts)
 * before a handler sees it: a segment that breaks it answers 404 (the coupon's 422), never a 500
 * from an adapter given a path for an id.
 */
export function checkPathParams<P>(params: P): P {
  if (params === null || typeof params !== 'object') return params;
  for (const [name, value] of Object.entries(params)) {
    if (typeof value !== 'string' || isPathId(value)) continue;
    throw Object.hasOwn(UNKNOWN, name) ? UNKNOWN[name](value) : new AppError('NOT_FOUND', 'errors.apiNotFound');
  }
  return params;
}
