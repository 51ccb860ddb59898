import 'server-only';
import { isEnabledStore } from '@/lib/domain/store/enabled-store';
import type { TOrderStatusPageView } from '@/lib/views/order-status-page';
import { toOrderStatusView } from '../orders/order-status-view';
import { readCustomerOrder, type ReadCustomerOrderOptions } from '../orders/read-customer-order';

/**
 * The order status page's one loader: the order view (as GET /api/orders/{orderId} answers it)
 * plus what only the page needs. Throws NOT_FOUND like the API; the page shows page-not-found.
 * Guests who became members at checkout see the spec's email-confirmation notice with the
 * address their new-account mail went to.
 */
export interface LoadOrderStatusPageOptions extends ReadCustomerOrderOptions {
  /**
   * The customer is back from the card provider's 3-D Secure page (Stripe adds `payment_intent`
   * to the return URL): settles the order's pending payment with the provider before the page
   * shows it. Called only once the caller has proved it may read the order.
   */
  settleReturnedPayment?: (orderId: string) => Promise<void>;
}

export async function loadOrderStatusPage({ settleReturnedPayment, ...options }: LoadOrderStatusPageOptions): Promise<TOrderStatusPageView> {
  let order = await readCustomerOrder(options);
  if (settleReturnedPayment && order.tracking?.PaymentStatus === 'pending') {
    await settleReturnedPayment(order.orderId);
    order = await readCustomerOrder(options);
  }
  const view = toOrderStatusView(order);
  const store = order.store;
  return {
    order: view,
    confirmationEmail: view.accountCreatedAtCheckout && typeof order.history.Email === 'string' && order.history.Email.trim() !== '' ? order.history.Email.trim() : null,
    signedIn: Boolean(options.userId),
    retryAvailable: Boolean(store && isEnabledStore(store) && !store.IsTest && view.storeSlug),
    branded: Boolean(store?.HQCompanyID),
  };
}
