/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { OrderHistory } from '@/components/account/order-history';
import { PreviousOrders } from '@/components/store/reorder-carousel/previous-orders';
import { setMember } from '@/lib/client/account/member-session';
import { rememberOrder } from '@/lib/client/orders/order-history';
import type { TOrderHistoryItem } from '@/lib/views/account';
import en from '@/messages/en.json';
import zh from '@/messages/zh-CN.json';
import { fakeApi } from '../support/fake-api';
import { polyfillDialog } from '../support/dialog-polyfill';
import { push } from '../support/i18n-navigation';

jest.mock('@/lib/i18n/client-navigation', () => jest.requireActual('../support/i18n-navigation'));

const { answers, calls } = fakeApi();

beforeAll(() => polyfillDialog());
beforeEach(() => {
  push.mockReset();
  localStorage.clear();
});

const MEMBER = { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', isVerified: true, rewardPoints: 0, stamps: [] };
const wrap = (node: ReactNode, locale: 'en' | 'zh-CN' = 'en') =>
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : zh} timeZone="UTC">
      {node}
    </NextIntlClientProvider>,
  );

/** Monday 3 March 2025, 7:45 pm in Sydney (UTC+11). */
const MONDAY_EVENING = Date.UTC(2025, 2, 3, 8, 45) / 1000;
/** The dates as the carousel writes them: a line may break only between the day and the time. */
const MON = 'Mon\u00a03\u00a0March 07:45\u00a0pm';
const SAT = 'Sat\u00a01\u00a0March 04:45\u00a0pm';
const items = (names: string[]) => names.map((name) => ({ name, quantity: 1 }));
const ORDERS = [
  { orderId: 'o1', createdOn: MONDAY_EVENING, timeZone: 'Australia/Sydney', items: items(['Flat white', 'Croissant', 'Muffin', 'Juice', 'Bagel', 'Tea']) },
  { orderId: 'o2', createdOn: MONDAY_EVENING - 2 * 86_400, timeZone: 'Australia/Perth', items: items(['Burger']) },
];

function offer(storeId: string, orders = ORDERS) {
  answers[`POST /api/stores/${storeId}/previous-orders`] = { status: 200, body: { orders } };
}

describe('reorder carousel on the store screen (part 1 §2, §9)', () => {
  it('shows the member’s previous orders: 4 items then “Plus N items”, the date in the store’s zone; Reorder opens the checkout', async () => {
    setMember(MEMBER);
    offer('s1');
    answers['POST /api/orders/o1/reorder'] = { status: 200, body: { checkoutPath: '/store/harbour-sydney/checkout/o1' } };
    wrap(<PreviousOrders storeId="s1" />);
    const first = await screen.findByRole('listitem', { name: `Order of ${MON}` });
    expect(
      within(first)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1 × Flat white', '1 × Croissant', '1 × Muffin', '1 × Juice']);
    expect(first).toHaveTextContent('Plus 2 items');
    // The second order's own store is in Perth: 3 hours behind Sydney.
    expect(screen.getByRole('listitem', { name: `Order of ${SAT}` })).not.toHaveTextContent(/Plus/);
    expect(calls[0]).toEqual({ method: 'POST', path: '/api/stores/s1/previous-orders', body: { orders: [] } });

    fireEvent.click(screen.getByRole('button', { name: `Reorder the order of ${MON}` }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/store/harbour-sydney/checkout/o1'));
    expect(calls.at(-1)).toEqual({ method: 'POST', path: '/api/orders/o1/reorder', body: {} });
  });

  it('reads in Simplified Chinese', async () => {
    setMember(MEMBER);
    offer('s2');
    wrap(<PreviousOrders storeId="s2" />, 'zh-CN');
    const region = await screen.findByRole('region', { name: '再来一单' });
    expect(within(region).getByRole('listitem', { name: '3月3日 周一 下午07:45 的订单' })).toHaveTextContent('另加 2 件商品');
    expect(within(region).getByRole('button', { name: '跳过历史订单' })).toBeInTheDocument();
  });

  it('Skip hides it for the rest of the visit', async () => {
    setMember(MEMBER);
    offer('s3');
    const { unmount } = wrap(<PreviousOrders storeId="s3" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Skip previous orders' }));
    expect(screen.queryByRole('region', { name: 'Order again' })).toBeNull();
    unmount();
    calls.length = 0;
    wrap(<PreviousOrders storeId="s3" />);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Order again' })).toBeNull());
    expect(calls).toEqual([]);
  });

  it('shows the store’s refusal in the alert and stays on the page', async () => {
    setMember(MEMBER);
    offer('s4');
    answers['POST /api/orders/o2/reorder'] = { status: 409, body: { error: { code: 'STORE_CLOSED', message: 'Back at dusk.' } } };
    wrap(<PreviousOrders storeId="s4" />);
    fireEvent.click(await screen.findByRole('button', { name: `Reorder the order of ${SAT}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Oops!' });
    expect(dialog).toHaveTextContent('Back at dusk.');
    expect(push).not.toHaveBeenCalled();
  });

  it('asks nothing for a guest without orders on this device; a guest’s own orders go with their link’s token', async () => {
    setMember(null);
    wrap(<PreviousOrders storeId="s5" />);
    await waitFor(() => expect(calls).toEqual([]));

    rememberOrder('s6', { orderId: 'o1', orderNumber: '12', statusUrl: '/store/x/completeorder/o1/guest?t=secret', createdOn: MONDAY_EVENING, total: 10 });
    offer('s6', [ORDERS[0]]);
    answers['POST /api/orders/o1/reorder'] = { status: 200, body: { checkoutPath: '/store/x/checkout/o1?t=secret' } };
    wrap(<PreviousOrders storeId="s6" />);
    fireEvent.click(await screen.findByRole('button', { name: `Reorder the order of ${MON}` }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/store/x/checkout/o1?t=secret'));
    expect(calls.map((call) => call.body)).toEqual([{ orders: [{ orderId: 'o1', token: 'secret' }] }, { token: 'secret' }]);
  });
});

describe('Reorder on the order history page (part 1 §4)', () => {
  const order: TOrderHistoryItem = {
    orderId: 'h1',
    orderNumber: '7',
    storeName: 'Harbour & Co. Docklands',
    storeSlug: 'harbour-melbourne',
    createdOn: MONDAY_EVENING,
    timeZone: 'Australia/Melbourne',
    headline: 'orderSent',
    totalCents: 1200,
    currencyLocaleName: 'en-AU',
    items: [{ name: 'Flat white', quantity: 2 }],
    canCancel: false,
    statusUrl: '/store/harbour-melbourne/completeorder/h1/u1',
  };

  it('checks the order’s store first: StoreNotFound in the alert, else the checkout', async () => {
    answers['POST /api/orders/h1/reorder'] = { status: 404, body: { error: { code: 'STORE_NOT_FOUND', message: 'StoreNotFound' } } };
    wrap(<OrderHistory view={{ storeSlug: 'harbour-sydney', header: { title: 'Harbour & Co.', branded: true }, orders: [order] }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reorder' }));
    expect(await screen.findByRole('dialog', { name: 'Oops!' })).toHaveTextContent('StoreNotFound');
    fireEvent.click(screen.getByRole('button', { name: 'Okay' }));
    answers['POST /api/orders/h1/reorder'] = { status: 200, body: { checkoutPath: '/store/harbour-melbourne/checkout/h1' } };
    fireEvent.click(screen.getByRole('button', { name: 'Reorder' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/store/harbour-melbourne/checkout/h1'));
  });
});
