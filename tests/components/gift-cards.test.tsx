/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { GiftCardForm } from '@/components/gift-cards/gift-card-form';
import { GiftCart } from '@/components/gift-cards/gift-cart';
import { StoreTopMenu } from '@/components/layout/top-menu';
import type { GiftCart as GiftCartState } from '@/lib/client/gift-cart/gift-cart';
import type { TGiftProductView, TGiftStorePageView } from '@/lib/views/gift-cards';
import en from '@/messages/en.json';
import zhCN from '@/messages/zh-CN.json';
import { polyfillDialog } from '../support/dialog-polyfill';

let pathname = '/store/harbour-sydney/giftcards';
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn(), back: jest.fn(), forward: jest.fn(), refresh: jest.fn() }),
  usePathname: () => pathname,
  useSearchParams: () => new URLSearchParams(),
  useParams: () => ({}),
  redirect: jest.fn(),
  permanentRedirect: jest.fn(),
  notFound: jest.fn(),
}));
// The real account menu asks the server who is signed in; its place in the bar is what matters here.
jest.mock('@/components/layout/top-menu/account-menu-loader', () => ({ AccountMenu: () => <button type="button">Log in</button> }));

beforeAll(polyfillDialog);

function withIntl(children: ReactNode, locale: 'en' | 'zh-CN' = 'en') {
  return (
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : zhCN} timeZone="Australia/Sydney">
      {children}
    </NextIntlClientProvider>
  );
}

const CARD: TGiftProductView = {
  itemId: 'gc-25',
  productId: 'gift-card-25',
  name: '$25 gift card',
  description: 'A $25 e-gift card',
  photoUrl: null,
  status: null,
  price: 25,
  tax: 0,
  soldOut: false,
};

function openForm(locale: 'en' | 'zh-CN' = 'en') {
  const onAdd = jest.fn();
  render(withIntl(<GiftCardForm product={CARD} currencyLocaleName="en-AU" onCancel={jest.fn()} onAdd={onAdd} />, locale));
  return { onAdd, form: within(screen.getByRole('dialog')) };
}

describe('gift card add-to-cart form (part 1 §2; part 2 §5 gift item rules)', () => {
  it('needs the recipient email, with the spec’s message', () => {
    const { onAdd, form } = openForm();
    fireEvent.click(form.getByRole('button', { name: 'Add to cart $25.00' }));
    expect(form.getByText("The recipient's email is required")).toBeTruthy();
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('needs a valid recipient email', () => {
    const { onAdd, form } = openForm();
    fireEvent.change(form.getByLabelText('Recipient email'), { target: { value: 'grace@' } });
    fireEvent.click(form.getByRole('button', { name: 'Add to cart $25.00' }));
    expect(form.getByText('Please enter a valid email address')).toBeTruthy();
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('keeps the quantity at least 1, shows the total and adds the card with its message', () => {
    const { onAdd, form } = openForm();
    expect((form.getByRole('button', { name: 'Decrease quantity' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(form.getByRole('button', { name: 'Increase quantity' }));
    fireEvent.change(form.getByLabelText('From'), { target: { value: 'Ada' } });
    fireEvent.change(form.getByLabelText('To'), { target: { value: 'Grace' } });
    fireEvent.change(form.getByLabelText('Recipient email'), { target: { value: ' grace@example.com ' } });
    fireEvent.change(form.getByLabelText('Message'), { target: { value: 'Happy birthday!' } });
    fireEvent.click(form.getByRole('button', { name: 'Add to cart $50.00' }));
    expect(onAdd).toHaveBeenCalledWith(
      expect.objectContaining({
        id: 'gift-card-25',
        code: 'gc-25',
        price: 25,
        quantity: 2,
        message: { Email: 'grace@example.com', From: 'Ada', To: 'Grace', Message: 'Happy birthday!' },
      }),
    );
  });

  it('speaks Chinese in zh-CN', () => {
    const { form } = openForm('zh-CN');
    fireEvent.click(form.getByRole('button', { name: '加入购物车 $25.00' }));
    expect(form.getByLabelText('收件人电子邮箱').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('gift cart (part 1 §2)', () => {
  const cart: GiftCartState = {
    items: [
      {
        id: 'gift-card-25',
        code: 'gc-25',
        name: '$25 gift card',
        tax: 0,
        price: 25,
        quantity: 2,
        created: 1,
        message: { Email: 'grace@example.com', From: 'Ada', To: 'Grace', Message: '' },
      },
    ],
    count: 2,
    add: jest.fn(),
    remove: jest.fn(),
    clear: jest.fn(),
  };

  it('lists the cards with their recipient, subtotal and total; Cancel to the gift store, Continue to the gift checkout', () => {
    render(withIntl(<GiftCart cart={cart} storeSlug="harbour-sydney" currencyLocaleName="en-AU" />));
    expect(screen.getByText('To Grace (grace@example.com)')).toBeTruthy();
    expect(screen.getAllByText('$50.00')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/store/harbour-sydney/giftcards');
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/store/harbour-sydney/checkout/giftcards');
    fireEvent.click(screen.getByRole('button', { name: 'Remove $25 gift card' }));
    expect(cart.remove).toHaveBeenCalledWith(0);
  });

  it('takes no discount code: gift orders have no discounts', () => {
    render(withIntl(<GiftCart cart={cart} storeSlug="harbour-sydney" currencyLocaleName="en-AU" />));
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('status').textContent).toBe('please enter the discount code');
    fireEvent.change(screen.getByLabelText('Discount code'), { target: { value: 'WELCOME10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('status').textContent).toBe('coupon does not apply to any items');
  });
});

describe('gift mode (part 1 §2 navigation rules)', () => {
  const menu = () =>
    render(
      withIntl(
        <StoreTopMenu title="Harbour & Co." branded totalLabel="$0.00" itemCount={0} enabled onOpen={jest.fn()} account={{ storeSlug: 'harbour-sydney', storeId: '1001' }} />,
      ),
    );

  it.each(['/store/harbour-sydney/giftcards', '/zh-CN/store/harbour-sydney/checkout/giftcards', '/store/harbour-sydney/giftshoppingcartmobile', '/login/harbour-sydney/forgift'])(
    '%s hides the account items and the stores link',
    async (path) => {
      pathname = path;
      await act(async () => {
        menu();
      });
      expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
      expect(screen.queryByRole('link', { name: 'Stores' })).toBeNull();
    },
  );

  it('shows them elsewhere', async () => {
    pathname = '/store/harbour-sydney';
    await act(async () => {
      menu();
    });
    expect(screen.getAllByRole('button', { name: 'Log in' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Stores' })).toBeTruthy();
  });
});

jest.mock('@/lib/client/api/gift-order', () => ({ placeGiftOrder: jest.fn() }));

// Stripe Elements, faked: its card field reports a complete card, and Stripe makes a PaymentMethod of it.
const mockStripe = { createPaymentMethod: jest.fn() };
jest.mock('@stripe/stripe-js', () => ({ loadStripe: jest.fn(async () => mockStripe) }));
jest.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => children,
  useStripe: () => mockStripe,
  useElements: () => ({ getElement: () => ({}) }),
  CardElement: ({ onChange }: { onChange: (event: { complete: boolean }) => void }) => (
    <button type="button" onClick={() => onChange({ complete: true })}>
      Stripe card field
    </button>
  ),
}));

describe('gift checkout (part 1 §2; part 2 §8 gift errors)', () => {
  const { placeGiftOrder } = jest.requireMock<{ placeGiftOrder: jest.Mock }>('@/lib/client/api/gift-order');
  const { GiftCheckout } = jest.requireActual<typeof import('@/components/gift-cards/gift-checkout')>('@/components/gift-cards/gift-checkout');
  const { ApiError } = jest.requireActual<typeof import('@/lib/client/api/api-error')>('@/lib/client/api/api-error');
  const view: TGiftStorePageView = {
    storeId: '1001',
    storeSlug: 'harbour-sydney',
    storeName: 'Harbour & Co. Circular Quay',
    title: 'Harbour & Co.',
    branded: true,
    currencyLocaleName: 'en-AU',
    products: [CARD],
    bankSurcharges: [{ CreditCard: 5, AmountMinimum: 0, AmountMaximum: 10000, RateType: 2, Rate: 0.015, IsTaxable: true }],
    orderTypeRules: null,
    cardForm: { provider: 'sandbox' },
    longCvv: false,
    supportHref: 'tel:0290000000',
    looks: {} as TGiftStorePageView['looks'],
  };
  const item = {
    id: 'gift-card-25',
    code: 'gc-25',
    name: '$25 gift card',
    tax: 0,
    price: 25,
    quantity: 2,
    created: 1,
    message: { Email: 'grace@example.com', From: 'Ada', To: 'Grace', Message: '' },
  };

  async function openCheckout(rules: TGiftStorePageView['orderTypeRules'] = null) {
    localStorage.setItem('giftCart', JSON.stringify({ '1001': [item] }));
    await act(async () => {
      render(withIntl(<GiftCheckout view={{ ...view, orderTypeRules: rules }} />));
    });
  }

  beforeAll(() => {
    // jsdom has no media queries: a desktop-wide screen.
    window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} })) as unknown as typeof window.matchMedia;
  });
  beforeEach(() => placeGiftOrder.mockReset());

  it('says gift cards cannot be bought online where no provider takes the store’s cards, instead of a form that cannot pay (en and zh-CN)', async () => {
    localStorage.setItem('giftCart', JSON.stringify({ '1001': [item] }));
    let rendered: ReturnType<typeof render> | undefined;
    await act(async () => {
      rendered = render(withIntl(<GiftCheckout view={{ ...view, cardForm: null }} />));
    });
    expect(screen.getByRole('status').textContent).toBe('Gift cards cannot be bought online at this store right now: card payments are not available.');
    expect(screen.queryByRole('button', { name: /Pay now/ })).toBeNull();
    expect(screen.queryByLabelText(/email/i)).toBeNull();
    expect(screen.getByRole('link', { name: /Back to gift cart/ })).toBeTruthy();
    rendered?.unmount();
    await act(async () => {
      render(withIntl(<GiftCheckout view={{ ...view, cardForm: null }} />, 'zh-CN'));
    });
    expect(screen.getByRole('status').textContent).toBe('本店目前无法在线购买礼品卡：暂不支持银行卡支付。');
  });

  it('shows the cards, the bank surcharge line and Pay now with the total', async () => {
    await openCheckout();
    expect(screen.getByText('Bank surcharge')).toBeTruthy();
    expect(screen.getByText('$0.75')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay now $50.75' })).toBeTruthy();
  });

  it('blocks Pay now under the minimum, with the spec’s message', async () => {
    await openCheckout({ '3': { MinimumTotalPrice: 60 } });
    expect(screen.getByText('minimum purchase is $60.00 (excluding delivery fee)')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Pay now $50.75' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a timeout shows the message with the support link', async () => {
    placeGiftOrder.mockRejectedValue(new ApiError({ status: 0, code: 'TIMEOUT', message: '' }));
    await openCheckout();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Pay now $50.75' }));
    });
    expect(screen.getByRole('alert').textContent).toContain('The payment is taking longer than expected.');
    expect(screen.getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe('tel:0290000000');
  });

  it('a refused payment shows the provider’s message, else the gift checkout’s own', async () => {
    placeGiftOrder.mockResolvedValueOnce({
      orderId: 'o1',
      orderNumber: '1',
      onlineOrderStatus: 6,
      total: 50.75,
      statusUrl: '/x',
      next: { type: 'done' },
      paymentError: { code: '1001', message: 'Insufficient funds' },
    });
    await openCheckout();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Pay now $50.75' }));
    });
    expect(screen.getByRole('alert').textContent).toBe('Insufficient funds');
    placeGiftOrder.mockResolvedValueOnce({
      orderId: 'o1',
      orderNumber: '1',
      onlineOrderStatus: 6,
      total: 50.75,
      statusUrl: '/x',
      next: { type: 'done' },
      paymentError: { code: 'card_declined', message: null },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Pay now $50.75' }));
    });
    expect(screen.getByRole('alert').textContent).toBe('Your payment was not accepted. Please check your card details or use another card.');
    // The same body again after a failure keeps its attempt's key.
    expect(placeGiftOrder.mock.calls[1][0].idempotencyKey).toBe(placeGiftOrder.mock.calls[0][0].idempotencyKey);
    expect(placeGiftOrder.mock.calls[0][0].body).toMatchObject({
      expectedTotal: 50.75,
      payment: { method: 1 },
      items: [{ id: 'gift-card-25', quantity: 2, message: { Email: 'grace@example.com' } }],
    });
  });

  // Last: a paid order empties the gift cart the page keeps in memory.
  it('takes the card through Stripe where the store’s cards go to Stripe, priced by its funding (a debit card: no surcharge)', async () => {
    mockStripe.createPaymentMethod.mockResolvedValue({ paymentMethod: { id: 'pm_debit_1', card: { brand: 'visa', funding: 'debit' } } });
    placeGiftOrder.mockResolvedValue({ orderId: 'o1', orderNumber: '1', onlineOrderStatus: 1, total: 50, statusUrl: '/x', next: { type: 'done' } });
    localStorage.setItem('giftCart', JSON.stringify({ '1001': [item] }));
    await act(async () => {
      render(withIntl(<GiftCheckout view={{ ...view, cardForm: { provider: 'stripe', publishableKey: 'pk_test_storefront' }, longCvv: true }} />));
    });
    const field = await screen.findByRole('button', { name: 'Stripe card field' });
    // No card fields of ours: the number goes from the browser to Stripe only.
    expect(screen.queryByLabelText('Name on card')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Pay now $50.75' }));
    });
    expect(placeGiftOrder).not.toHaveBeenCalled();
    expect(screen.getByText('The Card Number field is required')).toBeTruthy();
    await act(async () => {
      fireEvent.click(field);
    });
    const pay = await screen.findByRole('button', { name: 'Pay now $50.00' });
    await act(async () => {
      fireEvent.click(pay);
    });
    expect(placeGiftOrder).toHaveBeenCalledTimes(1);
    expect(placeGiftOrder.mock.calls[0][0].body).toMatchObject({ payment: { method: 1, paymentMethodId: 'pm_debit_1' }, expectedTotal: 50 });
  });
});
