import type { ProgressStep } from '@/lib/domain/order-status/progress-step';

/** The store's menu (continue ordering, and retry after a failure other than payment). */
export function storeHref(storeSlug: string): string {
  return storeSlug ? `/store/${encodeURIComponent(storeSlug)}` : '/';
}

/**
 * Where retry leads (part 1 §4): payment failed (-2) goes back to checkout with the order, which
 * the guest's token opens again; any other failure goes to the store, unless the store's cart on
 * this device is empty: then to checkout with the order too, which puts its lines back and
 * restores its type and address. Null when the way back is lost: the page then says 'session
 * lost, retry is unavailable'.
 */
export function retryHref(options: { step: ProgressStep; storeSlug: string; orderId: string; token: string | null; signedIn: boolean; cartEmpty: boolean }): string | null {
  if (!options.storeSlug) return null;
  const withOrder = options.token || options.signedIn ? `/store/${encodeURIComponent(options.storeSlug)}/checkout/${encodeURIComponent(options.orderId)}` : null;
  const checkout = withOrder && options.token ? `${withOrder}?t=${encodeURIComponent(options.token)}` : withOrder;
  if (options.step === -2) return checkout;
  return options.cartEmpty && checkout ? checkout : storeHref(options.storeSlug);
}

/** Spec route /{storename}/orderhistory (signed-in customers only). */
export function orderHistoryHref(storeSlug: string): string {
  return `/${encodeURIComponent(storeSlug)}/orderhistory`;
}
