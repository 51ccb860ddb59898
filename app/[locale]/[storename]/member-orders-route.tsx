import { OrderHistory } from '@/components/account/order-history';
import { loadOrderHistoryPage } from '@/lib/server/pages/load-order-history-page';
import { createMemberPageRoute } from './member-page-route';

/** The member's order lists (spec routes /{storename}/orderhistory and /{storename}/ordertracking). */
export function createMemberOrdersRoute(list: 'history' | 'tracking') {
  return createMemberPageRoute({
    title: list === 'history' ? 'account.historyTitle' : 'account.trackingTitle',
    load: (options) => loadOrderHistoryPage({ ...options, list }),
    body: (view) => <OrderHistory view={view} />,
  });
}
