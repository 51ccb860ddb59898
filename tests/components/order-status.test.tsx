/** @jest-environment jsdom */
import { setMember } from '@/lib/client/account/member-session';
import { act, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { OrderStatusScreen } from '@/components/order-status/order-status-screen';
import { OrderStatusView, type OrderStatusViewProps } from '@/components/order-status/order-status-view';
import { POLL_INTERVAL_MS } from '@/components/order-status/use-order-status-feed';
import { ThankYou } from '@/components/thank-you/thank-you';
import type { TOrderStatusView } from '@/lib/views/order';
import en from '@/messages/en.json';
import zhCN from '@/messages/zh-CN.json';

// The storefront's Link reads the App Router, which jsdom does not mount.
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn(), back: jest.fn(), forward: jest.fn(), refresh: jest.fn() }),
  usePathname: () => '/store/harbour/completeorder/o-1/g-1',
  useSearchParams: () => new URLSearchParams(),
  useParams: () => ({}),
  redirect: jest.fn(),
  permanentRedirect: jest.fn(),
  notFound: jest.fn(),
}));

type Locale = 'en' | 'zh-CN';

function withIntl(children: ReactNode, locale: Locale = 'en') {
  return (
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : zhCN} timeZone="Australia/Sydney">
      {children}
    </NextIntlClientProvider>
  );
}

const ORDER_ID = 'a1b2c3d4-0000-4000-8000-000000000001';

function order(overrides: Partial<TOrderStatusView> = {}): TOrderStatusView {
  return {
    orderId: ORDER_ID,
    orderNumber: '1042',
    storeId: '1',
    storeSlug: 'harbour',
    storeName: 'Harbour Kitchen',
    storeAddress: '1 George Street, Sydney NSW 2000',
    storePhone: '02 5550 1001',
    onlineOrderStatus: 1,
    onlineOrderStatusDescription: null,
    orderType: 3,
    // 2:30 PM on 5 March 2026 in Sydney
    createdOn: Date.UTC(2026, 2, 5, 3, 30) / 1000,
    scheduledTime: Date.UTC(2026, 2, 5, 4, 0) / 1000,
    timeZone: 'Australia/Sydney',
    estimateMinutes: { from: 20, to: 30 },
    isDisableStatusTracking: false,
    total: 25.6,
    guest: true,
    accountCreatedAtCheckout: false,
    ...overrides,
  };
}

function show(overrides: Partial<TOrderStatusView>, locale: Locale = 'en', props: Partial<Omit<OrderStatusViewProps, 'order'>> = {}) {
  return render(withIntl(<OrderStatusView order={order(overrides)} token="tok-en" signedIn={false} retryAvailable {...props} />, locale));
}

const headline = () => screen.getByRole('heading', { level: 1 }).textContent;
const steps = () => within(screen.getByRole('list', { name: /Order progress|订单进度/ })).getAllByRole('listitem');
const currentStep = () =>
  steps()
    .find((step) => step.getAttribute('aria-current') === 'step')
    ?.querySelector('span:nth-child(2)')?.textContent;
const alertLines = () =>
  within(screen.getByRole('alert'))
    .getAllByRole('paragraph')
    .map((p) => p.textContent);
const link = (name: string) => screen.queryByRole('link', { name });

describe('the order status page, state by state (part 1 §4)', () => {
  it.each([
    // status, order type, headline en, headline zh, current node en
    [1, 3, 'Order sent', '订单已发送', 'Sent'],
    [7, 3, 'Order sent', '订单已发送', 'Sent'],
    [9, 3, 'Order submitted', '订单已提交', 'Sent'],
    [2, 3, 'Being prepared', '正在准备', 'Being prepared'],
    [4, 3, 'Ready for pickup', '可以取餐', 'Ready for pickup'],
    [4, 10, 'On its way', '正在配送', 'On its way'],
  ])('status %i (order type %i): headline "%s", three-node stepper', (status, orderType, english, chinese, node) => {
    const { unmount } = show({ onlineOrderStatus: status, orderType });
    expect(headline()).toBe(english);
    expect(steps().map((step) => step.querySelector('span:nth-child(2)')?.textContent)).toEqual(['Sent', 'Being prepared', orderType === 10 ? 'On its way' : 'Ready for pickup']);
    expect(currentStep()).toBe(node);
    expect(screen.getByText('Estimated time').nextSibling).toHaveTextContent('20–30 min');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(link('Retry')).toBeNull();
    expect(link('Continue ordering')).toHaveAttribute('href', '/store/harbour');
    unmount();
    show({ onlineOrderStatus: status, orderType }, 'zh-CN');
    expect(headline()).toBe(chinese);
    expect(screen.getByText('预计时间').nextSibling).toHaveTextContent('20–30 分钟');
    expect(link('继续点餐')).toHaveAttribute('href', '/zh-CN/store/harbour');
  });

  it.each([
    [5, 'Completed', 'Your order is completed. Enjoy!', '已完成', '您的订单已完成，祝您用餐愉快！'],
    [10, 'Refunded', 'Your order has been refunded.', '已退款', '您的订单已退款。'],
    [12, 'Cancel requested', 'You asked to cancel this order. The store will confirm it.', '已申请取消', '您已申请取消此订单，商家将会确认。'],
  ])('status %i: the "%s" header, no stepper, no estimate', (status, english, text, chinese, chineseText) => {
    const { unmount } = show({ onlineOrderStatus: status });
    expect(headline()).toBe(english);
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Order progress' })).toBeNull();
    expect(screen.queryByText('Estimated time')).toBeNull();
    expect(link('Retry')).toBeNull();
    unmount();
    show({ onlineOrderStatus: status }, 'zh-CN');
    expect(headline()).toBe(chinese);
    expect(screen.getByText(chineseText)).toBeInTheDocument();
  });

  it('rejected (11): the rejection, the store’s reason and the refund line, with retry to the store', () => {
    // The store's cart on this device holds lines: retry goes to the store (part 1 §4).
    localStorage.setItem('cart', JSON.stringify({ storeId: '1', lines: [{ id: 'p1', quantity: 1 }] }));
    const { unmount } = show({ onlineOrderStatus: 11, onlineOrderStatusDescription: 'Kitchen closed early' });
    expect(headline()).toBe('Order rejected');
    expect(alertLines()).toEqual(['Your order has been rejected', 'Kitchen closed early', 'Your payment will be refunded']);
    expect(link('Retry')).toHaveAttribute('href', '/store/harbour');
    expect(screen.queryByText('Estimated time')).toBeNull();
    unmount();
    show({ onlineOrderStatus: 11, onlineOrderStatusDescription: 'Kitchen closed early' }, 'zh-CN');
    expect(headline()).toBe('订单被拒绝');
    expect(alertLines()).toEqual(['您的订单已被拒绝', 'Kitchen closed early', '您的付款将被退还']);
    expect(link('重试')).toHaveAttribute('href', '/zh-CN/store/harbour');
    localStorage.clear();
  });

  it('rejected or failed with an empty cart on this device: retry goes to checkout with the order (part 1 §4)', () => {
    // Another store's cart does not count.
    localStorage.setItem('cart', JSON.stringify({ storeId: '2', lines: [{ id: 'p1', quantity: 1 }], savedCarts: {} }));
    const { unmount } = show({ onlineOrderStatus: 11 });
    expect(link('Retry')).toHaveAttribute('href', `/store/harbour/checkout/${ORDER_ID}?t=tok-en`);
    unmount();
    // …nor does a copy the cart layer could not read.
    localStorage.setItem('cart', '{not json');
    show({ onlineOrderStatus: 3, onlineOrderStatusDescription: 'Item unavailable' }, 'zh-CN');
    expect(link('重试')).toHaveAttribute('href', `/zh-CN/store/harbour/checkout/${ORDER_ID}?t=tok-en`);
    localStorage.clear();
  });

  it('rejected with the store’s cart kept while another store was open: retry goes to the store', () => {
    localStorage.setItem('cart', JSON.stringify({ storeId: '2', lines: [], savedCarts: { '1': { lines: [{ id: 'p1', quantity: 1 }] } } }));
    show({ onlineOrderStatus: 11 });
    expect(link('Retry')).toHaveAttribute('href', '/store/harbour');
    localStorage.clear();
  });

  it('pay-later rejected (20): no refund text and no retry', () => {
    show({ onlineOrderStatus: 20, orderType: 8 });
    expect(headline()).toBe('Order rejected');
    expect(alertLines()).toEqual(['Your order has been rejected']);
    expect(link('Retry')).toBeNull();
    expect(screen.queryByText('session lost, retry is unavailable')).toBeNull();
  });

  it('failed (3) with the store-unreachable text: "Order failed" and the three lines with the store’s name and phone', () => {
    const { unmount } = show({ onlineOrderStatus: 3, onlineOrderStatusDescription: 'We had problems reaching the store' });
    expect(headline()).toBe('Order failed');
    expect(alertLines()).toEqual([
      'Sorry, we had problems reaching the store Harbour Kitchen with your order.',
      'Please call Harbour Kitchen on 02 5550 1001 if you still want to order.',
      'You will not be charged for this order.',
    ]);
    expect(link('Retry')).toHaveAttribute('href', `/store/harbour/checkout/${ORDER_ID}?t=tok-en`);
    unmount();
    show({ onlineOrderStatus: 3, onlineOrderStatusDescription: 'We had problems reaching the store' }, 'zh-CN');
    expect(headline()).toBe('订单失败');
    expect(alertLines()).toEqual(['抱歉，我们在将您的订单发送到 Harbour Kitchen 时遇到问题。', '如仍需下单，请致电 Harbour Kitchen：02 5550 1001。', '此订单不会向您收费。']);
  });

  it('failed (3) for another reason reads as a rejection', () => {
    show({ onlineOrderStatus: 3, onlineOrderStatusDescription: 'Item unavailable' });
    expect(headline()).toBe('Order rejected');
    expect(alertLines()).toEqual(['Your order has been rejected', 'Item unavailable', 'Your payment will be refunded']);
  });

  it('payment failed (6): the three lines, and retry back to checkout with the order and its token', () => {
    const { unmount } = show({ onlineOrderStatus: 6 });
    expect(headline()).toBe('Payment failed');
    expect(alertLines()).toEqual(['Your payment could not be processed.', 'Your order has not been sent to the store.', 'Please retry with the same or another payment method.']);
    expect(link('Retry')).toHaveAttribute('href', `/store/harbour/checkout/${ORDER_ID}?t=tok-en`);
    // retry leads, continue ordering follows
    expect(link('Continue ordering')).toHaveAttribute('href', '/store/harbour');
    unmount();
    show({ onlineOrderStatus: 6 }, 'zh-CN');
    expect(headline()).toBe('支付失败');
    expect(alertLines()).toEqual(['您的付款未能处理。', '您的订单尚未发送给商家。', '请使用相同或其他付款方式重试。']);
  });

  it('says "session lost, retry is unavailable" when retry cannot work', () => {
    const { unmount } = show({ onlineOrderStatus: 6 }, 'en', { token: null });
    expect(link('Retry')).toBeNull();
    expect(screen.getByText('session lost, retry is unavailable')).toBeInTheDocument();
    unmount();
    show({ onlineOrderStatus: 11 }, 'zh-CN', { retryAvailable: false });
    expect(link('重试')).toBeNull();
    expect(screen.getByText('会话已丢失，无法重试')).toBeInTheDocument();
  });

  it.each([
    [18, 'Sent', '已发送'],
    [19, 'Accepted', '已接单'],
  ])('pay later (%i): two columns, %s current, no estimate for dine-in', (status, current, chinese) => {
    const { unmount } = show({ onlineOrderStatus: status, orderType: 8, estimateMinutes: null });
    expect(headline()).toBe(status === 18 ? 'Order sent' : 'Order accepted');
    expect(steps()).toHaveLength(2);
    expect(currentStep()).toBe(current);
    expect(screen.queryByText('Estimated time')).toBeNull();
    unmount();
    show({ onlineOrderStatus: status, orderType: 8, estimateMinutes: null }, 'zh-CN');
    expect(headline()).toBe(status === 18 ? '订单已发送' : '订单已接受');
    expect(currentStep()).toBe(chinese);
  });

  it('a store with status tracking off shows the two columns too', () => {
    show({ onlineOrderStatus: 4, isDisableStatusTracking: true });
    expect(headline()).toBe('Order accepted');
    expect(steps()).toHaveLength(2);
    expect(currentStep()).toBe('Accepted');
  });

  it('shows the store, the order number and the date as dd MMMM yyyy h:mm a in the store’s zone', () => {
    const { unmount } = show({});
    expect(screen.getByText('Harbour Kitchen')).toBeInTheDocument();
    expect(screen.getByText('1 George Street, Sydney NSW 2000')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '02 5550 1001' })).toHaveAttribute('href', 'tel:0255501001');
    expect(screen.getByTestId('order-number')).toHaveTextContent('1042');
    expect(screen.getByText('05 March 2026 2:30 PM')).toBeInTheDocument();
    unmount();
    show({ timeZone: 'Australia/Perth' }, 'zh-CN');
    expect(screen.getByText('2026年3月05日 上午11:30')).toBeInTheDocument();
  });

  it("shows a pre-order's chosen time instead of an estimate, and an ASAP order's estimate", () => {
    // Picked up the next day at 12:00 in Sydney: the customer wants that time, not "20–30 min".
    const { unmount } = show({ scheduledTime: Date.UTC(2026, 2, 6, 1, 0) / 1000 });
    expect(screen.queryByText('Estimated time')).toBeNull();
    expect(screen.getByText('Scheduled for').nextSibling).toHaveTextContent('06 March 2026 12:00 PM');
    unmount();
    // The first slot, 30 minutes after ordering: within the estimate and one slot interval.
    show({});
    expect(screen.getByText('Estimated time').nextSibling).toHaveTextContent('20–30 min');
    expect(screen.queryByText('Scheduled for')).toBeNull();
  });

  it('promises a guest no confirmation mail (none is sent yet), and shows order history only to a signed-in customer', () => {
    const { unmount } = show({}, 'en');
    expect(screen.queryByText(/confirmation/i)).toBeNull();
    expect(link('View order history')).toBeNull();
    unmount();
    show({ guest: false }, 'en', { signedIn: true });
    expect(link('View order history')).toHaveAttribute('href', '/harbour/orderhistory');
  });
});

// ---- the live page: a stream the test drives ----

class FakeEventSource {
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSED = 2;
  static all: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }
  addEventListener(name: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.();
  }
  emit(name: string, data: unknown) {
    for (const listener of this.listeners.get(name) ?? []) listener(new MessageEvent(name, { data: JSON.stringify(data) }));
  }
  fail(closed: boolean) {
    this.readyState = closed ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.onerror?.();
  }
}

describe('the live status page', () => {
  const page = { order: order(), confirmationEmail: null, signedIn: false, retryAvailable: true, branded: false };
  let fetchMock: jest.Mock;

  beforeEach(() => {
    jest.useFakeTimers();
    FakeEventSource.all = [];
    Object.assign(globalThis, { EventSource: FakeEventSource });
    fetchMock = jest.fn();
    Object.assign(globalThis, { fetch: fetchMock });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('follows the stream from sent to accepted to ready without a reload', () => {
    render(withIntl(<OrderStatusScreen page={page} token="tok en" />));
    const source = FakeEventSource.all[0];
    expect(source.url).toBe(`/api/orders/${ORDER_ID}/events?t=tok%20en`);
    act(() => source.open());
    expect(headline()).toBe('Order sent');
    act(() => source.emit('status', { orderId: ORDER_ID, onlineOrderStatus: 2, onlineOrderStatusDescription: null }));
    expect(headline()).toBe('Being prepared');
    act(() => source.emit('status', { orderId: ORDER_ID, onlineOrderStatus: 4, onlineOrderStatusDescription: null }));
    expect(headline()).toBe('Ready for pickup');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads the order every few seconds while the stream is down, and stops once it is back', async () => {
    fetchMock.mockResolvedValue({ ok: true, status: 200, text: async () => JSON.stringify(order({ onlineOrderStatus: 2 })) });
    render(withIntl(<OrderStatusScreen page={page} token="t1" />));
    const source = FakeEventSource.all[0];
    await act(async () => source.fail(false));
    expect(fetchMock).toHaveBeenCalledWith(`/api/orders/${ORDER_ID}?t=t1`, expect.objectContaining({ cache: 'no-store' }));
    expect(headline()).toBe('Being prepared');
    expect(screen.getByRole('status')).toHaveTextContent('Reconnecting for live updates…');
    fetchMock.mockResolvedValue({ ok: true, status: 200, text: async () => JSON.stringify(order({ onlineOrderStatus: 5 })) });
    await act(async () => jest.advanceTimersByTime(POLL_INTERVAL_MS));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(headline()).toBe('Completed');
    act(() => source.open());
    expect(screen.queryByRole('status')).toBeNull();
    await act(async () => jest.advanceTimersByTime(POLL_INTERVAL_MS * 3));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('opens a stream the browser gave up on again later', async () => {
    fetchMock.mockResolvedValue({ ok: true, status: 200, text: async () => JSON.stringify(order()) });
    render(withIntl(<OrderStatusScreen page={page} token="t1" />));
    await act(async () => FakeEventSource.all[0].fail(true));
    await act(async () => jest.advanceTimersByTime(30_000));
    expect(FakeEventSource.all).toHaveLength(2);
    act(() => FakeEventSource.all[1].emit('status', { orderId: ORDER_ID, onlineOrderStatus: 6, onlineOrderStatusDescription: null }));
    expect(headline()).toBe('Payment failed');
  });
});

describe('the thank-you page', () => {
  const view = { storeSlug: 'harbour', storeId: '1001', storeName: 'Harbour Kitchen', loginEnabled: true, branded: false };
  beforeEach(() => {
    // The session the page reads in the browser: a guest.
    Object.assign(globalThis, { fetch: jest.fn(async () => ({ ok: true, status: 200, text: async () => JSON.stringify({ member: null }) })) });
    setMember(null);
  });

  it('thanks the guest, continues ordering, and offers Become member when the store’s login is on', async () => {
    const { unmount } = render(withIntl(<ThankYou view={view} />));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Thank you for your order!');
    expect(screen.getByText('Your order has been sent to Harbour Kitchen.')).toBeInTheDocument();
    expect(link('Continue ordering')).toHaveAttribute('href', '/store/harbour');
    expect(await screen.findByRole('button', { name: 'Become member' })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.getByRole('link', { name: '‹ Back' })).toHaveAttribute('href', '/store/harbour');
    unmount();
    render(withIntl(<ThankYou view={{ ...view, loginEnabled: false }} />, 'zh-CN'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('感谢您的订购！');
    expect(link('继续点餐')).toHaveAttribute('href', '/zh-CN/store/harbour');
    expect(screen.queryByRole('button', { name: '成为会员' })).toBeNull();
  });

  it('offers a signed-in member no Become member', () => {
    setMember({ id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', isVerified: false, rewardPoints: 0, stamps: [] });
    render(withIntl(<ThankYou view={view} />));
    expect(screen.queryByRole('button', { name: 'Become member' })).toBeNull();
    expect(screen.queryByText(/Become a member to follow/)).toBeNull();
  });
});
