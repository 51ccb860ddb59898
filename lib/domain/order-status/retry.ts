import type { ProgressStep } from './progress-step';

/** Retry shows when the step is below 0 and the status is not 20 (pay later rejected). */
export function showsRetry(step: ProgressStep, status: number): boolean {
  return step < 0 && status !== 20;
}

export type RetryTarget<TAddress = unknown> =
  | { to: 'checkout'; orderId?: string; deliveryAddress?: TAddress }
  | { to: 'store'; deliveryAddress?: TAddress };

/**
 * Where retry goes: an empty cart goes to checkout with the order id (to rebuild it); otherwise
 * payment failed (-2) goes to checkout and anything else to the store. The order's delivery
 * address is handed back to be restored. Null when retry is not offered.
 */
export function retryTarget<TAddress>(options: {
  step: ProgressStep;
  status: number;
  cartItemCount: number;
  orderId: string;
  deliveryAddress?: TAddress | null;
}): RetryTarget<TAddress> | null {
  if (!showsRetry(options.step, options.status)) return null;
  const address = options.deliveryAddress ?? undefined;
  const restore = address === undefined ? {} : { deliveryAddress: address };
  if (options.cartItemCount === 0) return { to: 'checkout', orderId: options.orderId, ...restore };
  if (options.step === -2) return { to: 'checkout', ...restore };
  return { to: 'store', ...restore };
}
