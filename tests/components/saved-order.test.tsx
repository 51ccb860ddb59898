/** @jest-environment jsdom */
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { QrScannerScreen, backsToGiftCart, cartPathWithCode, CAMERA_BLOCKED_DELAY_MS } from '@/components/qr-scanner/qr-scanner-screen';
import { SaveOrderScreen } from '@/components/saved-order/save-order-screen';
import { useSavedOrderCart } from '@/components/saved-order/use-saved-order-cart';
import { useCart } from '@/lib/client/cart/use-cart';
import { ApiError } from '@/lib/client/api/api-error';
import { getCartStore } from '@/lib/client/cart/cart-store';
import { cartCodeOf } from '@/lib/client/qr/qr-decoder';
import { saveOrderRequest, type SaveOrderCall } from '@/lib/client/saved-orders/save-order';
import type { TSavedOrderView } from '@/lib/views/saved-order';
import en from '@/messages/en.json';
import zh from '@/messages/zh-CN.json';

const push = jest.fn();
jest.mock('@/lib/i18n/client-navigation', () => ({
  Link: ({ href, children, className }: { href: string; children: ReactNode; className?: string }) => (
    <a href={href} className={className}>
      {children}
    </a>
  ),
  useRouter: () => ({ push, replace: jest.fn() }),
}));
let search = new URLSearchParams();
jest.mock('next/navigation', () => ({ useSearchParams: () => search }));

const STORE = { ID: '1001', Slug: 'harbour-sydney', TimezoneIanaFormat: 'Australia/Sydney' };

function burgers(quantity: number) {
  return {
    id: 'classic-cheeseburger',
    name: 'Classic cheeseburger',
    price: 18,
    tax: 0.1,
    quantity,
    itemNote: 'no pickles',
    modifiers: [{ ID: 'm1', Name: 'Bacon', Price: 2, quantity: 1 }],
    created: Math.floor(Date.now() / 1000),
  };
}

function fillCart(lines: ReturnType<typeof burgers>[]) {
  const cart = getCartStore();
  cart.switchStore(STORE.ID, STORE.TimezoneIanaFormat);
  cart.clear();
  for (const line of lines) cart.addLine(line);
}

const wrap = (node: ReactNode, locale: 'en' | 'zh-CN' = 'en') =>
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : zh} timeZone="UTC">
      {node}
    </NextIntlClientProvider>,
  );

const SAVED: TSavedOrderView = { id: 'AbCdEfGhIjKlMnOpQrStUv', qrCode: 'data:image/svg+xml;base64,PHN2Zy8+', expiresAt: 1_900_000_000 };

beforeEach(() => {
  push.mockReset();
  search = new URLSearchParams();
  localStorage.clear();
  sessionStorage.clear();
});

describe('the save-order page', () => {
  it('saves the cart once, with a spinner meanwhile, then shows "your saved order" with its QR code', async () => {
    fillCart([burgers(2)]);
    let answer: (view: TSavedOrderView) => void = () => undefined;
    const save = jest.fn((call: SaveOrderCall) => {
      void call;
      return new Promise<TSavedOrderView>((resolve) => (answer = resolve));
    });
    wrap(<SaveOrderScreen store={STORE} menuQuery={null} save={save} />);
    expect(await screen.findByRole('status')).toHaveTextContent('Saving your order…');
    expect(screen.getByRole('heading', { name: 'your saved order' })).toBeInTheDocument();
    await act(async () => answer(SAVED));
    expect(screen.getByRole('img', { name: 'QR code of your saved order' })).toHaveAttribute('src', SAVED.qrCode);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'continue ordering' })).toHaveAttribute('href', '/store/harbour-sydney');
    expect(save).toHaveBeenCalledTimes(1);
    const call = save.mock.calls[0][0];
    expect(call).toMatchObject({ storeId: '1001', menu: null, locale: 'en' });
    expect(call.idempotencyKey).toMatch(/^[\x21-\x7e]{8,200}$/);
  });

  it("shows 'Error...Try again!' for an empty cart without calling the server", async () => {
    fillCart([]);
    const save = jest.fn();
    wrap(<SaveOrderScreen store={STORE} menuQuery={null} save={save} />, 'zh-CN');
    expect(await screen.findByRole('alert')).toHaveTextContent('出错了……请重试！');
    expect(save).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: '继续点餐' })).toBeInTheDocument();
  });

  it("shows the server's message, and Try again saves with the same key", async () => {
    fillCart([burgers(1)]);
    const save = jest
      .fn<Promise<TSavedOrderView>, [SaveOrderCall]>()
      .mockRejectedValueOnce(new ApiError({ status: 503, code: 'UPSTREAM_UNAVAILABLE', message: 'Busy, sorry' }))
      .mockResolvedValueOnce(SAVED);
    wrap(<SaveOrderScreen store={STORE} menuQuery="lunch" save={save} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Busy, sorry');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByRole('img', { name: 'QR code of your saved order' })).toBeInTheDocument();
    expect(save.mock.calls[1][0].idempotencyKey).toBe(save.mock.calls[0][0].idempotencyKey);
    expect(save.mock.calls[0][0].menu).toBe('lunch');
  });

  it('sends ids, quantities, options and notes only, and leaves reward lines out', () => {
    const reward = { ...burgers(1), redemptionRule: { type: 'points', id: 'r1', Point: 100, ProductVariant: 'classic-cheeseburger' } };
    expect(
      saveOrderRequest(
        [
          { ...burgers(2), uniqueId: 'a' },
          { ...reward, uniqueId: 'b' },
        ],
        'lunch',
      ),
    ).toEqual({
      items: [{ id: 'classic-cheeseburger', quantity: 2, itemNote: 'no pickles', modifiers: [{ ID: 'm1', quantity: 1 }] }],
      menu: 'lunch',
    });
  });
});

describe('the QR scanner', () => {
  afterEach(() => jest.useRealTimers());

  it("says 'access to camera has been blocked' after 3 s without a camera", async () => {
    jest.useFakeTimers();
    wrap(<QrScannerScreen slug="harbour-sydney" menuQuery={null} />);
    await act(async () => jest.advanceTimersByTime(CAMERA_BLOCKED_DELAY_MS - 100));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(200));
    expect(screen.getByRole('alert')).toHaveTextContent('access to camera has been blocked');
    expect(screen.getByRole('link', { name: 'Back to your order' })).toHaveAttribute('href', '/store/harbour-sydney/shoppingcartmobile');
  });

  it('goes back to the gift cart with backToGiftCart', () => {
    search = new URLSearchParams('backToGiftCart=true');
    wrap(<QrScannerScreen slug="harbour-sydney" menuQuery={null} />, 'zh-CN');
    expect(screen.getByRole('link', { name: '返回您的礼品卡' })).toHaveAttribute('href', '/store/harbour-sydney/giftshoppingcartmobile');
  });

  it('opens the mobile cart with the decoded code, a leading $ removed', () => {
    expect(cartCodeOf('$AbCdEfGhIjKlMnOpQrStUv')).toBe('AbCdEfGhIjKlMnOpQrStUv');
    expect(cartCodeOf(' Ab ')).toBe('Ab');
    expect(cartCodeOf('$')).toBeNull();
    expect(cartPathWithCode('/store/s/shoppingcartmobile?menu=lunch', 'a/b')).toBe('/store/s/shoppingcartmobile/a%2Fb?menu=lunch');
    expect(cartPathWithCode('/store/s/shoppingcartmobile', 'Ab')).toBe('/store/s/shoppingcartmobile/Ab');
    expect([backsToGiftCart(null), backsToGiftCart(''), backsToGiftCart('true'), backsToGiftCart('false'), backsToGiftCart('0')]).toEqual([false, true, true, false, false]);
  });
});

describe('the mobile cart opened with a saved order', () => {
  type View = Parameters<typeof useSavedOrderCart>[0];
  const intl = ({ children }: { children: ReactNode }) => (
    <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
      {children}
    </NextIntlClientProvider>
  );
  const LOADED: View = { status: 'loaded', id: SAVED.id, lines: [{ ...burgers(3), uniqueId: 'line-1' }], missing: ['Green Tea'] };

  function open(view: View) {
    return renderHook(
      () => {
        const cart = useCart();
        return { cart, saved: useSavedOrderCart(view, cart, STORE.ID) };
      },
      { wrapper: intl },
    );
  }

  it('replaces the cart with its lines once, keeps its id for the tab (saveorderUdid) and reads "place order"', async () => {
    fillCart([burgers(1)]);
    const { result, unmount } = open(LOADED);
    await act(async () => undefined);
    expect(result.current.cart.lines.map((line) => [line.id, line.quantity])).toEqual([['classic-cheeseburger', 3]]);
    expect(result.current.saved).toEqual({ savedOrderPayment: true, notice: 'Your saved order is in your cart. No longer available, not added: Green Tea' });
    expect(JSON.parse(sessionStorage.getItem('saveorderUdid') ?? 'null')).toBe(SAVED.id);
    unmount();
    // Opened again (a reload): the customer's changes stay.
    getCartStore().setQuantity(getCartStore().getSnapshot().lines[0].uniqueId, 1);
    const again = open(LOADED);
    await act(async () => undefined);
    expect(again.result.current.cart.lines.map((line) => line.quantity)).toEqual([1]);
    expect(again.result.current.saved.savedOrderPayment).toBe(true);
    // An emptied cart is no saved order any more.
    await act(async () => getCartStore().clear());
    expect(again.result.current.saved.savedOrderPayment).toBe(false);
    expect(sessionStorage.getItem('saveorderUdid')).toBeNull();
  });

  it('tells an expired or unknown code and leaves the cart as it was', async () => {
    fillCart([burgers(2)]);
    const expired = open({ status: 'expired' });
    await act(async () => undefined);
    expect(expired.result.current.saved).toEqual({ savedOrderPayment: false, notice: 'This saved order has expired. Please order again from the menu.' });
    expect(expired.result.current.cart.lines).toHaveLength(1);
    expired.unmount();
    const unknown = open({ status: 'unknown' });
    await act(async () => undefined);
    expect(unknown.result.current.saved.notice).toBe('This saved order could not be found. Check the code and try again.');
  });
});
