import 'server-only';
import type { TOrderStatusPageView } from '@/lib/views/order-status-page';
import { toOrderStatusView } from '../orders/order-status-view';
import { readCustomerOrder, type ReadCustomerOrderOptions } from '../orders/read-customer-order';

/**
 * The order status page's one loader: the order view (as GET /api/orders/{orderId} answers it)
 * plus what only the page needs. Throws NOT_FOUND like the API; the page shows page-not-found.
 * The spec's email-confirmation notice for guests created at checkout waits for the accounts
 * issue, which creates those guests and sends the mail: no page promises a mail never sent.
 */
export async function loadOrderStatusPage(options: ReadCustomerOrderOptions): Promise<TOrderStatusPageView> {
  const order = await readCustomerOrder(options);
  const view = toOrderStatusView(order);
  const store = order.store;
  return {
    order: view,
    signedIn: Boolean(options.userId),
    retryAvailable: Boolean(store && store.IsEnabled !== false && !store.IsTest && view.storeSlug),
    branded: Boolean(store?.HQCompanyID),
  };
}
