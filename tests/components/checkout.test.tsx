/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { CheckoutScreen, isSecureForCards } from '@/components/checkout/checkout-screen';
import type { TSubmitOutcome, SubmitOrderInput } from '@/lib/client/checkout/submit-order';
import { getCartStore } from '@/lib/client/cart/cart-store';
import { setMember } from '@/lib/client/account/member-session';
import { act } from 'react';
import { buildDemoData } from '@/lib/seed';
import { createSqliteDocumentStore } from '@/lib/server/adapters/sqlite/sqlite-document-store';
import { INDEXED_FIELDS } from '@/lib/server/collections';
import { createContainer, type Container } from '@/lib/server/container';
import { loadCatalogue } from '@/lib/server/catalogue/use-cases/load-catalogue';
import { loadCheckoutPage } from '@/lib/server/pages/load-checkout-page';
import type { TCheckoutPageView } from '@/lib/views/checkout';
import en from '@/messages/en.json';
import { polyfillDialog } from '../support/dialog-polyfill';
import { push } from '../support/i18n-navigation';
import { learnServerTime } from '@/lib/client/server-clock';
import { pinClock } from '../support/clock';

jest.mock('@/lib/i18n/client-navigation', () => jest.requireActual('../support/i18n-navigation'));

// Stripe Elements, faked: its card field reports a complete card, and Stripe makes a PaymentMethod of it.
const mockStripe = { createPaymentMethod: jest.fn() };
jest.mock('@stripe/stripe-js', () => ({ loadStripe: jest.fn(async () => mockStripe) }));
jest.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => children,
  useStripe: () => mockStripe,
  useElements: () => ({ getElement: () => ({}), submit: async () => ({}) }),
  CardElement: ({ onChange }: { onChange: (event: { complete: boolean }) => void }) => (
    <button type="button" onClick={() => onChange({ complete: true })}>
      Stripe card field
    </button>
  ),
  // The wallet's button: a press asks the page (onClick), then the sheet approves (onConfirm).
  ExpressCheckoutElement: ({ onClick, onConfirm }: { onClick: (event: { resolve: () => void }) => void; onConfirm: (event: { paymentFailed: () => void }) => void }) => (
    <button type="button" onClick={() => onClick({ resolve: () => onConfirm({ paymentFailed: () => undefined }) })}>
      Stripe wallet button
    </button>
  ),
}));

const demo = buildDemoData();
const menu1001 = demo.menus['1001'][0];
let app: Container;
let sydney: TCheckoutPageView;

beforeAll(async () => {
  polyfillDialog();
  app = createContainer(createSqliteDocumentStore({ filename: ':memory:', indexes: INDEXED_FIELDS }));
  await loadCatalogue({ documents: app.documents, catalogue: demo });
  const loaded = await loadCheckoutPage({
    app,
    storename: 'harbour-sydney',
    orderId: null,
    token: null,
    menuQuery: null,
    now: new Date(),
  });
  if (loaded.status !== 'ok') throw new Error(loaded.status);
  sydney = loaded.view;
});
afterAll(() => app.documents.close());

/** The sandbox's debit test card (docs/features.md "Checkout"); any other number is a credit card. */
const DEBIT_CARD = '4000056655665556';
const fundingOf = (body: string) => (body.includes(DEBIT_CARD) ? 'debit' : 'credit');

/** The APIs the page reads itself: the menu, the delivery quote and the typed card's funding. */
let quoteAnswer: { status: number; body: unknown } = { status: 200, body: { Success: true, Fee: 5.6, DeliveryDuration: 600, SubsidyFee: 0 } };
beforeEach(() => {
  push.mockReset();
  sessionStorage.clear();
  quoteAnswer = { status: 200, body: { Success: true, Fee: 5.6, DeliveryDuration: 600, SubsidyFee: 0 } };
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const [status, body] = url.includes('/menu')
      ? [200, { menu: menu1001 }]
      : url.includes('/delivery-quote')
        ? [quoteAnswer.status, quoteAnswer.body]
        : url.includes('/card-funding')
          ? [200, { funding: fundingOf(String(init?.body ?? '')) }]
          : [404, { error: { code: 'NOT_FOUND', message: 'Not found' } }];
    return { ok: status < 400, status, json: async () => body, text: async () => JSON.stringify(body) } as Response;
  });
});

function burgers(quantity: number) {
  return {
    id: 'classic-cheeseburger',
    uniqueId: `burger-${quantity}`,
    name: 'Classic cheeseburger',
    price: 18,
    tax: 0.1,
    quantity,
    modifiers: [],
    created: Math.floor(Date.now() / 1000),
  };
}

/** This store's cart as the store screen leaves it (the page's one cart lives across tests: emptied first). */
function fillCart(lines: ReturnType<typeof burgers>[]) {
  const cart = getCartStore();
  cart.switchStore('1001', 'Australia/Sydney');
  cart.clear();
  for (const line of lines) cart.addLine(line);
}

type Submit = (input: SubmitOrderInput) => Promise<TSubmitOutcome>;

/** The server answers 409 PRICE_CHANGED with its total (no card surcharge) once; the next attempt stays on its way. */
function priceChangedOnce(total: number) {
  const details = { total, subtotal: total, discount: 0, delivery: 0, surcharge: 0, bankCardSurcharge: 0, lines: [], removed: [] };
  return jest
    .fn<Promise<TSubmitOutcome>, [SubmitOrderInput]>()
    .mockResolvedValueOnce({ kind: 'priceChanged', message: 'The prices changed', details })
    .mockReturnValueOnce(new Promise(() => undefined));
}

async function renderCheckout({
  orderType = 'MENU_TAK',
  lines = [burgers(1)],
  submit = jest.fn<Promise<TSubmitOutcome>, [SubmitOrderInput]>(),
  view = sydney,
}: { orderType?: string; lines?: ReturnType<typeof burgers>[]; submit?: Submit; view?: TCheckoutPageView } = {}) {
  sessionStorage.setItem('orderType', JSON.stringify(orderType));
  fillCart(lines);
  render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Australia/Sydney">
      <CheckoutScreen view={view} submit={submit} />
    </NextIntlClientProvider>,
  );
  await screen.findByRole('tablist', { name: 'Order type' });
  return { submit };
}

const payButton = () => screen.getByRole('button', { name: /^(Pay by card|Pay by cash|Pay later|Place order|Charge to room)/ });

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function fillDetails() {
  fill('First name', 'Ada');
  fill('Last name', 'Lovelace');
  fill('Email', 'ada@example.com');
  fill('Mobile number', '0412345678');
}

describe('checkout page', () => {
  it('shows the tabs the store offers, the pickup address with its maps link and a time starting with ASAP', async () => {
    await renderCheckout();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Delivery', 'Pick up', 'Dine in']);
    expect(screen.getByRole('tab', { name: 'Pick up' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('1 Alfred Street, Sydney NSW 2000')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open in maps' })).toHaveAttribute('href', expect.stringContaining('google.com/maps'));
    const time = screen.getByRole('combobox', { name: 'Time' }) as HTMLSelectElement;
    expect(time.options[0].textContent).toMatch(/^ASAP \(\d{1,2}:\d{2} (am|pm)\)$/);
    // The card surcharge (1.5 %, shown with its rate) is part of a card payment only.
    await screen.findByText('Card surcharge (1.5%)');
    expect(payButton()).toHaveTextContent('Pay by card$18.27');
    fireEvent.click(screen.getByRole('radio', { name: 'Cash on pickup' }));
    expect(payButton()).toHaveTextContent('Pay by cash$18.00');
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });

  it('shows every field’s message when Pay is pressed too early, and sends nothing', async () => {
    const { submit } = await renderCheckout();
    await waitFor(() => expect(payButton()).toBeEnabled());
    fireEvent.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
    expect(screen.getByText('The First Name field is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');
    expect(submit).not.toHaveBeenCalled();
  });

  it('pays by cash once however often Pay is pressed, with the total shown', async () => {
    const submit = jest.fn<Promise<TSubmitOutcome>, [SubmitOrderInput]>(() => new Promise(() => undefined));
    await renderCheckout({ submit });
    fillDetails();
    fireEvent.click(screen.getByRole('radio', { name: 'Cash on pickup' }));
    await waitFor(() => expect(payButton()).toBeEnabled());
    fireEvent.click(payButton());
    fireEvent.click(payButton());
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    const { body, idempotencyKey, storeId } = submit.mock.calls[0][0];
    expect(storeId).toBe('1001');
    expect(idempotencyKey).toMatch(/.{8,}/);
    expect(body).toMatchObject({
      orderType: 3,
      // The first time offered, "ASAP (…)": the server takes its own first slot when the order arrives.
      asap: true,
      payment: { method: 3 },
      expectedTotal: 18,
      contact: { FirstName: 'Ada', Email: 'ada@example.com' },
      items: [{ id: 'classic-cheeseburger', quantity: 1 }],
    });
    expect(screen.getByRole('heading', { name: 'Processing your order…' })).toBeInTheDocument();
    expect(screen.getByText('We are in the middle of sending your order')).toBeInTheDocument();
    expect(payButton()).toBeDisabled();
  });

  it('after a declined card shows "could not be processed" and goes back to checkout', async () => {
    const submit = jest.fn<Promise<TSubmitOutcome>, [SubmitOrderInput]>(async () => ({ kind: 'paymentFailed', message: 'Your card was declined.' }));
    await renderCheckout({ submit });
    fillDetails();
    fill('Name on card', 'Ada Lovelace');
    fill('Card number', '4000000000000002');
    fill('Expiry date', '1230');
    fill('CVV', '123');
    expect(screen.getByLabelText('Card number')).toHaveValue('4000 0000 0000 0002');
    expect(screen.getByLabelText('Expiry date')).toHaveValue('12/30');
    await waitFor(() => expect(payButton()).toBeEnabled());
    fireEvent.click(payButton());
    const indicator = await screen.findByRole('dialog', { name: 'Your payment could not be processed' });
    expect(indicator).toHaveTextContent('Your card was declined.');
    expect(submit.mock.calls[0][0].body.payment).toEqual({ method: 1, card: { CardHolder: 'Ada Lovelace', CardNumber: '4000000000000002', ExpireDate: '12/30', CVV: '123' } });
    fireEvent.click(within(indicator).getByRole('button', { name: 'Back to checkout' }));
    expect(screen.queryByRole('dialog', { name: 'Your payment could not be processed' })).not.toBeInTheDocument();
    // A changed card is a new attempt: a new key.
    fill('Card number', '4242424242424242');
    // Pay waits for the new card's funding (its surcharge).
    await waitFor(() => expect(payButton()).toBeEnabled());
    fireEvent.click(payButton());
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(2));
    expect(submit.mock.calls[1][0].idempotencyKey).not.toBe(submit.mock.calls[0][0].idempotencyKey);
  });

  it('shows the server’s new total when the prices changed, and pays it on confirm', async () => {
    const submit = priceChangedOnce(19.5);
    await renderCheckout({ submit });
    fillDetails();
    fireEvent.click(screen.getByRole('radio', { name: 'Cash on pickup' }));
    await waitFor(() => expect(payButton()).toBeEnabled());
    fireEvent.click(payButton());
    const modal = await screen.findByRole('dialog', { name: 'Prices have changed' });
    expect(modal).toHaveTextContent('Your new total is $19.50.');
    fireEvent.click(within(modal).getByRole('button', { name: 'Pay $19.50' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(2));
    expect(submit.mock.calls[1][0].body.expectedTotal).toBe(19.5);
  });

  it('puts the server’s field messages under their fields, and the others in the banner', async () => {
    const submit = jest.fn<Promise<TSubmitOutcome>, [SubmitOrderInput]>(async () => ({
      kind: 'invalid',
      message: 'Please check your details',
      fieldErrors: { 'contact.Email': ['This email belongs to a blocked account'], scheduledTime: ['The chosen time is no longer available.'] },
    }));
    await renderCheckout({ submit });
    fillDetails();
    fireEvent.click(screen.getByRole('radio', { name: 'Cash on pickup' }));
    await waitFor(() => expect(payButton()).toBeEnabled());
    fireEvent.click(payButton());
    expect(await screen.findByText('This email belongs to a blocked account')).toBeInTheDocument();
    // A message without a field of its own joins the banner.
    expect(screen.getByRole('alert')).toHaveTextContent('Please check your details The chosen time is no longer available.');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('dine in at a table', () => {
  it('shows the server’s word on the table link in the dine-in section: the link’s code has no field of its own', async () => {
    sessionStorage.setItem('table', JSON.stringify({ TableNumber: '12', SecurityCode: 'stale-code-1234' }));
    const submit = jest.fn<Promise<TSubmitOutcome>, [SubmitOrderInput]>(async () => ({
      kind: 'invalid',
      message: 'Please check the highlighted fields.',
      fieldErrors: { 'dineIn.SecurityCode': ['This table link is not valid. Please scan the QR code on your table again.'] },
    }));
    await renderCheckout({ orderType: 'MENU_DIN', submit });
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Ada' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Pay later' }));
    await waitFor(() => expect(payButton()).toBeEnabled());
    fireEvent.click(payButton());
    const section = screen.getByRole('region', { name: /Dine in/ });
    expect(await within(section).findByRole('alert')).toHaveTextContent('This table link is not valid. Please scan the QR code on your table again.');
    expect(submit.mock.calls[0][0].body.dineIn).toMatchObject({ TableNumber: '12', SecurityCode: 'stale-code-1234', fromScan: true });
  });

  it('says beside a typed table number that orders at the table come from its QR code', async () => {
    await renderCheckout({ orderType: 'MENU_DIN' });
    expect(screen.getByLabelText('Table number')).toBeInTheDocument();
    expect(screen.getByText(/scan it with your phone's camera to order/)).toBeInTheDocument();
  });
});

/** The checkout filled in for a pickup paid in cash: its list of times. */
async function pickupTimes(submit: (input: SubmitOrderInput) => Promise<TSubmitOutcome>): Promise<HTMLSelectElement> {
  await renderCheckout({ submit });
  fillDetails();
  fireEvent.click(screen.getByRole('radio', { name: 'Cash on pickup' }));
  return screen.getByRole('combobox', { name: 'Time' }) as HTMLSelectElement;
}

describe('a chosen time that passes before Pay (InvalidDeliveryTime)', () => {
  const NOON_SYDNEY = new Date('2026-11-30T12:00:00+11:00');
  beforeEach(() => {
    pinClock(NOON_SYDNEY);
  });
  afterEach(() => jest.useRealTimers());

  it('shows the server’s message, moves the time to the first one still offered, and the next Pay sends that one', async () => {
    const submit = jest
      .fn<Promise<TSubmitOutcome>, [SubmitOrderInput]>()
      .mockResolvedValueOnce({ kind: 'error', code: 'INVALID_DELIVERY_TIME', message: 'The chosen time is no longer available. Please choose another time.' })
      .mockReturnValueOnce(new Promise(() => undefined));
    const time = await pickupTimes(submit);
    // Noon, 20 minutes to prepare: ASAP is 12:30; the customer picks 12:45.
    expect(time.options[0]).toHaveTextContent('ASAP (12:30 pm)');
    fireEvent.change(time, { target: { value: time.options[1].value } });
    expect(time.selectedOptions[0]).toHaveTextContent('12:45 pm - 1:00 pm');
    await waitFor(() => expect(payButton()).toBeEnabled());
    // Half an hour on the form: 12:45 is within the 20 minutes now.
    jest.setSystemTime(new Date(NOON_SYDNEY.getTime() + 30 * 60_000));
    fireEvent.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('The chosen time is no longer available. Please choose another time.');
    await waitFor(() => expect(time.selectedOptions[0]).toHaveTextContent('ASAP (1:00 pm)'));
    fireEvent.click(payButton());
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(2));
    expect(submit.mock.calls.map((call) => [call[0].body.scheduledTime, call[0].body.asap])).toEqual([
      [Date.parse('2026-11-30T12:45:00+11:00') / 1000, undefined],
      [Date.parse('2026-11-30T13:00:00+11:00') / 1000, true],
    ]);
  });
});

describe('a phone whose clock is slow (lib/client/server-clock.ts)', () => {
  const NOON_SYDNEY = new Date('2026-11-30T12:00:00+11:00');
  beforeEach(() => pinClock(NOON_SYDNEY));
  afterEach(() => {
    learnServerTime(NOON_SYDNEY.toUTCString(), NOON_SYDNEY.getTime(), NOON_SYDNEY.getTime());
    jest.useRealTimers();
  });

  it('offers the times of the server’s clock, which checks them when the order is placed', async () => {
    const submit = jest.fn<Promise<TSubmitOutcome>, [SubmitOrderInput]>(() => new Promise(() => undefined));
    const time = await pickupTimes(submit);
    // The phone says noon: 20 minutes to prepare, ASAP 12:30 pm.
    expect(time.options[0]).toHaveTextContent('ASAP (12:30 pm)');
    // Then an answer of our API, written at 12:30 by the server's clock: the list moves at once.
    act(() => learnServerTime(new Date(NOON_SYDNEY.getTime() + 30 * 60_000).toUTCString(), NOON_SYDNEY.getTime(), NOON_SYDNEY.getTime()));
    await waitFor(() => expect(time.options[0]).toHaveTextContent('ASAP (1:00 pm)'));
    fireEvent.change(time, { target: { value: time.options[1].value } });
    await waitFor(() => expect(payButton()).toBeEnabled());
    fireEvent.click(payButton());
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0][0].body.scheduledTime).toBe(Date.parse('2026-11-30T13:15:00+11:00') / 1000);
  });
});

describe('paying with loyalty points (part 1 §9, part 2 §5)', () => {
  const member = (rewardPoints: number) => ({ id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', isVerified: true, rewardPoints, stamps: [] });
  afterEach(() => act(() => setMember(null)));

  it('is not offered to a guest', async () => {
    act(() => setMember(null));
    await renderCheckout();
    expect(screen.queryByRole('radio', { name: 'Loyalty points' })).not.toBeInTheDocument();
  });

  it('shows a member their points against the order (total × PointsToDollarRatio 20) and sends method 2', async () => {
    act(() => setMember(member(400)));
    const submit = jest.fn<Promise<TSubmitOutcome>, [SubmitOrderInput]>(() => new Promise(() => undefined));
    await renderCheckout({ submit });
    fillDetails();
    fireEvent.click(screen.getByRole('radio', { name: 'Loyalty points' }));
    expect(screen.getByText('You have 400 points, worth $20.00. This order needs 360 points.')).toBeInTheDocument();
    const pay = screen.getByRole('button', { name: /^Pay by loyalty points/ });
    await waitFor(() => expect(pay).toBeEnabled());
    fireEvent.click(pay);
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0][0].body).toMatchObject({ payment: { method: 2 }, expectedTotal: 18 });
  });

  it('keeps Pay disabled, saying why, when the points do not cover the total', async () => {
    act(() => setMember(member(100)));
    await renderCheckout();
    fillDetails();
    fireEvent.click(screen.getByRole('radio', { name: 'Loyalty points' }));
    expect(screen.getByRole('button', { name: /^Pay by loyalty points/ })).toBeDisabled();
    expect(screen.getByText('Not enough points for this order: it needs 360 points and you have 100.')).toBeInTheDocument();
  });
});

describe('the store’s switches', () => {
  it('asks for the terms when the head office is IsSushiHub, and sends the acceptance', async () => {
    const submit = jest.fn<Promise<TSubmitOutcome>, [SubmitOrderInput]>(() => new Promise(() => undefined));
    await renderCheckout({ submit, view: { ...sydney, termsRequired: true, termsHtml: '<p>Be kind to the sushi chef.</p>' } });
    fillDetails();
    fireEvent.click(screen.getByRole('radio', { name: 'Cash on pickup' }));
    await waitFor(() => expect(payButton()).toBeEnabled());
    fireEvent.click(payButton());
    expect(await screen.findByText('Please accept the terms and conditions')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Read the terms and conditions' }));
    expect(await screen.findByText('Be kind to the sushi chef.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'I have read and accept the terms and conditions' }));
    fireEvent.click(payButton());
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0][0].body).toMatchObject({ agreeToTerms: true });
  });

  it('keeps the mailing-list box on by default', async () => {
    await renderCheckout();
    expect(screen.getByRole('checkbox', { name: 'Join our mailing list for offers and news' })).toBeChecked();
  });

  it('hides the mailing-list box with IsHideCheckboxMarketing, and the pickup address with HideAddressOnPickup', async () => {
    await renderCheckout({ view: { ...sydney, mapsUrl: null, flags: { ...sydney.flags, showMarketingOptIn: false } } });
    expect(screen.queryByRole('checkbox', { name: 'Join our mailing list for offers and news' })).toBeNull();
    expect(screen.queryByText('1 Alfred Street, Sydney NSW 2000')).toBeNull();
  });

  it('with MultipleMenus asks before a change of order type clears the cart', async () => {
    await renderCheckout({ view: { ...sydney, flags: { ...sydney.flags, multipleMenus: true } } });
    fireEvent.click(screen.getByRole('tab', { name: 'Delivery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the order type?' });
    expect(dialog).toHaveTextContent('This order type has its own menu, so your cart will be cleared and you will go back to the menu.');
    expect(screen.getByRole('tab', { name: 'Pick up' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear cart and change' }));
    await waitFor(() => expect(getCartStore().getSnapshot().lines).toHaveLength(0));
    expect(JSON.parse(sessionStorage.getItem('orderType') ?? 'null')).toBe('MENU_DEL');
  });

  it('lists the items of an earlier order the menu no longer sells', async () => {
    await renderCheckout({
      lines: [],
      view: { ...sydney, reorder: { orderId: 'o-1', lines: [], missing: ['Seasonal pie'], soldOut: [], kind: null, deliveryAddress: null, room: null } },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Some items are no longer available' });
    expect(dialog).toHaveTextContent('These items of your earlier order are not on the menu any more and were left out:');
    expect(dialog).toHaveTextContent('Seasonal pie');
  });
});

describe('when the pay button is disabled', () => {
  it('with an empty cart', async () => {
    await renderCheckout({ lines: [] });
    expect(await screen.findAllByText('Your cart is empty')).not.toHaveLength(0);
    expect(payButton()).toBeDisabled();
  });

  it('below the delivery minimum, with the spec’s message', async () => {
    await renderCheckout({ orderType: 'MENU_DEL' });
    expect(await screen.findByText('minimum purchase is $25.00 (excluding delivery fee)')).toBeInTheDocument();
    expect(payButton()).toBeDisabled();
  });

  it('while the address is checked, and out of the delivery area, which offers pickup instead', async () => {
    quoteAnswer = { status: 422, body: { error: { code: 'OUT_OF_DELIVERY_AREA', message: 'Sorry we cannot deliver to this address' } } };
    await renderCheckout({ orderType: 'MENU_DEL', lines: [burgers(2)] });
    fill('Street address', '1 Pacific Highway');
    fill('Suburb', 'Lindfield');
    fireEvent.change(screen.getByRole('combobox', { name: 'State' }), { target: { value: 'NSW' } });
    fill('Postcode', '2070');
    await waitFor(() => expect(screen.getAllByText('Checking the address…').length).toBeGreaterThan(0));
    expect(payButton()).toBeDisabled();
    expect(await screen.findAllByText('Sorry we cannot deliver to this address')).not.toHaveLength(0);
    expect(payButton()).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Pick up instead' }));
    expect(screen.getByRole('tab', { name: 'Pick up' })).toHaveAttribute('aria-selected', 'true');
  });

  it('a postcode outside the delivery areas is refused without asking', async () => {
    await renderCheckout({ orderType: 'MENU_DEL', lines: [burgers(2)] });
    fill('Postcode', '2999');
    fireEvent.blur(screen.getByLabelText('Postcode'));
    expect(await screen.findByText('delivery not available for 2999')).toBeInTheDocument();
    expect(payButton()).toBeDisabled();
  });
});

describe('card fields', () => {
  it('work over https and on localhost only (part 2 §5)', () => {
    expect(isSecureForCards({ protocol: 'https:', hostname: 'shop.example.com' })).toBe(true);
    expect(isSecureForCards({ protocol: 'http:', hostname: 'localhost' })).toBe(true);
    expect(isSecureForCards({ protocol: 'http:', hostname: '127.0.0.1' })).toBe(true);
    expect(isSecureForCards({ protocol: 'http:', hostname: 'shop.example.com' })).toBe(false);
  });
});

describe('checkout page of a store paid through Stripe', () => {
  const stripeView = () => ({ ...sydney, payments: { ...sydney.payments, cardForm: { provider: 'stripe' as const, publishableKey: 'pk_test_storefront' } } });

  it('shows Stripe’s card field instead of ours and sends its PaymentMethod, priced by the card’s funding (a debit card: no surcharge)', async () => {
    mockStripe.createPaymentMethod.mockResolvedValue({ paymentMethod: { id: 'pm_debit_1', card: { brand: 'visa', funding: 'debit' } } });
    const submit = jest.fn<Promise<TSubmitOutcome>, [SubmitOrderInput]>(() => new Promise(() => undefined));
    await renderCheckout({ view: stripeView(), submit });
    fillDetails();
    const field = await screen.findByRole('button', { name: 'Stripe card field' });
    // No card fields of ours: the number goes from the browser to Stripe only.
    expect(screen.queryByLabelText('Name on card')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Card number' })).not.toBeInTheDocument();
    // Before the card is known it is priced as a credit card (code 5).
    expect(payButton()).toHaveTextContent('Pay by card$18.27');
    fireEvent.click(field);
    await waitFor(() => expect(payButton()).toHaveTextContent('Pay by card$18.00'));
    fireEvent.click(payButton());
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    const { body } = submit.mock.calls[0][0];
    expect(body.payment).toEqual({ method: 1, paymentMethodId: 'pm_debit_1' });
    expect(body.expectedTotal).toBe(18);
  });

  it('asks for the card before paying, and refuses a brand the store does not take', async () => {
    mockStripe.createPaymentMethod.mockResolvedValue({ paymentMethod: { id: 'pm_discover', card: { brand: 'discover', funding: 'credit' } } });
    const { submit } = await renderCheckout({ view: stripeView() });
    fillDetails();
    await waitFor(() => expect(payButton()).toBeEnabled());
    fireEvent.click(payButton());
    expect(await screen.findByText('Please enter your card details')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Stripe card field' }));
    expect(await screen.findByText('This card type is not accepted')).toBeInTheDocument();
    fireEvent.click(payButton());
    expect(submit).not.toHaveBeenCalled();
  });
});

describe('a store whose card payments no provider takes (production without Stripe or the sandbox)', () => {
  const noCards = (): TCheckoutPageView => ({ ...sydney, payments: { ...sydney.payments, cardForm: null, applePay: true, googlePay: true, alipay: true, wechat: true } });

  it('offers cash only on pickup and says why the card is missing; pays by cash', async () => {
    const submit = jest.fn<Promise<TSubmitOutcome>, [SubmitOrderInput]>(() => new Promise(() => undefined));
    await renderCheckout({ view: noCards(), submit });
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['Cash on pickup']);
    expect(screen.getByText('Card payments are not available online at this store right now. You can pay with cash when you pick up.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    fillDetails();
    await waitFor(() => expect(payButton()).toBeEnabled());
    expect(payButton()).toHaveTextContent('Pay by cash$18.00');
    fireEvent.click(payButton());
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0][0].body.payment).toEqual({ method: 3 });
  });

  it('says so for delivery too, where nothing is left to pay with, and keeps Place order disabled', async () => {
    await renderCheckout({ view: noCards(), orderType: 'MENU_DEL', lines: [burgers(2)] });
    expect(screen.queryAllByRole('radio')).toEqual([]);
    expect(screen.getByText('Card payments are not available online at this store right now, so this order cannot be paid online.')).toBeInTheDocument();
    expect(payButton()).toHaveTextContent(/^Place order/);
    expect(payButton()).toBeDisabled();
  });
});

describe('Apple Pay and Google Pay', () => {
  const withWallets = (cardForm: TCheckoutPageView['payments']['cardForm']): TCheckoutPageView => ({
    ...sydney,
    payments: { ...sydney.payments, cardForm, applePay: true, googlePay: true },
  });

  it('on the sandbox: its stand-in wallet sheet approves the total, and the order goes with its token (no card surcharge)', async () => {
    const submit = jest.fn<Promise<TSubmitOutcome>, [SubmitOrderInput]>(() => new Promise(() => undefined));
    await renderCheckout({ view: withWallets({ provider: 'sandbox' }), submit });
    fillDetails();
    fireEvent.click(screen.getByRole('radio', { name: 'Apple Pay' }));
    const pay = screen.getByRole('button', { name: /^Pay with Apple Pay/ });
    expect(pay).toHaveTextContent('Pay with Apple Pay$18.00');
    await waitFor(() => expect(pay).toBeEnabled());
    fireEvent.click(pay);
    const sheet = await screen.findByRole('dialog', { name: 'Apple Pay (sandbox)' });
    expect(submit).not.toHaveBeenCalled();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Pay $18.00' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0][0].body.payment).toEqual({ method: 6, walletToken: 'sbx_wallet_ok' });
  });

  it('cancelling the wallet sheet sends nothing', async () => {
    const { submit } = await renderCheckout({ view: withWallets({ provider: 'sandbox' }) });
    fillDetails();
    fireEvent.click(screen.getByRole('radio', { name: 'Google Pay' }));
    const pay = screen.getByRole('button', { name: /^Pay with Google Pay/ });
    await waitFor(() => expect(pay).toBeEnabled());
    fireEvent.click(pay);
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Google Pay (sandbox)' })).getByRole('button', { name: 'Cancel' }));
    expect(submit).not.toHaveBeenCalled();
  });

  it('with Stripe: the wallet’s own button replaces Pay, and its PaymentMethod goes with the order', async () => {
    mockStripe.createPaymentMethod.mockResolvedValue({ paymentMethod: { id: 'pm_apple_1', card: { brand: 'visa', funding: 'credit' } } });
    const submit = jest.fn<Promise<TSubmitOutcome>, [SubmitOrderInput]>(() => new Promise(() => undefined));
    await renderCheckout({ view: withWallets({ provider: 'stripe', publishableKey: 'pk_test_storefront' }), submit });
    fillDetails();
    fireEvent.click(screen.getByRole('radio', { name: 'Apple Pay' }));
    const button = await screen.findByRole('button', { name: 'Stripe wallet button' });
    expect(screen.queryByRole('button', { name: /^Pay with Apple Pay/ })).not.toBeInTheDocument();
    fireEvent.click(button);
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0][0].body.payment).toEqual({ method: 6, paymentMethodId: 'pm_apple_1' });
    expect(submit.mock.calls[0][0].body.expectedTotal).toBe(18);
  });
});

describe('checkout: a member’s stored cards', () => {
  const STORED = {
    cards: [
      { cardIdentifier: 'sbx_card_1', cardType: 'visa', last4: '4242', expiry: '12/39', provider: 'sandbox' },
      { cardIdentifier: 'pm_kept_1', cardType: 'mastercard', last4: '4444', expiry: '01/40', provider: 'stripe' },
    ],
  };
  beforeEach(() => {
    const base = (global.fetch as jest.Mock).getMockImplementation()!;
    (global.fetch as jest.Mock).mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('/api/account/cards')
        ? ({ ok: true, status: 200, json: async () => STORED, text: async () => JSON.stringify(STORED) } as Response)
        : base(input, init),
    );
  });
  afterEach(() => setMember(null));
  const signIn = () => setMember({ id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', isVerified: false, rewardPoints: 0, stamps: [] });

  it('offers the cards this store’s provider keeps and a new card; a chosen card goes instead of card fields', async () => {
    signIn();
    const submit = jest.fn<Promise<TSubmitOutcome>, [SubmitOrderInput]>(() => new Promise(() => undefined));
    await renderCheckout({ submit });
    fillDetails();
    const stored = await screen.findByRole('radio', { name: /^Visa \*\*\*\* 4242/ });
    expect(screen.queryByRole('radio', { name: /^Mastercard/ })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'A new card' })).toBeChecked();
    expect(screen.getByLabelText('Save this card for next time')).not.toBeChecked();
    fireEvent.click(stored);
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Save this card for next time')).not.toBeInTheDocument();
    await waitFor(() => expect(payButton()).toBeEnabled());
    fireEvent.click(payButton());
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0][0].body.payment).toEqual({ method: 1, savedCardId: 'sbx_card_1' });
  });

  it('sends "save this card" with a new card', async () => {
    signIn();
    const submit = jest.fn<Promise<TSubmitOutcome>, [SubmitOrderInput]>(() => new Promise(() => undefined));
    await renderCheckout({ submit });
    fillDetails();
    fill('Name on card', 'Ada Lovelace');
    fill('Card number', '4242424242424242');
    fill('Expiry date', '1230');
    fill('CVV', '123');
    fireEvent.click(await screen.findByLabelText('Save this card for next time'));
    await waitFor(() => expect(payButton()).toBeEnabled());
    fireEvent.click(payButton());
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0][0].body.payment).toEqual({
      method: 1,
      saveCard: true,
      card: { CardHolder: 'Ada Lovelace', CardNumber: '4242424242424242', ExpireDate: '12/30', CVV: '123' },
    });
  });

  it('shows a guest neither stored cards nor the save option', async () => {
    setMember(null);
    await renderCheckout();
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'A new card' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Save this card for next time')).not.toBeInTheDocument();
  });
});

describe('the customer’s path (issue 36)', () => {
  const MEMBER = { id: 'u7', email: 'grace@example.com', firstName: 'Grace', lastName: 'Hopper', isVerified: true, rewardPoints: 0, stamps: [] };
  const PROFILE = { email: 'grace@example.com', firstName: 'Grace', lastName: 'Hopper', mobile: '0498765432', dateOfBirth: '', address: '', isVerified: true, memberCode: null };
  const answer = (body: unknown) => ({ ok: true, status: 200, json: async () => body, text: async () => JSON.stringify(body) }) as Response;
  beforeEach(() => {
    const base = (global.fetch as jest.Mock).getMockImplementation()!;
    (global.fetch as jest.Mock).mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('/api/account/profile') ? answer(PROFILE) : base(input, init),
    );
  });
  afterEach(() => act(() => setMember(null)));

  function fillCard(number: string, cvv = '123') {
    fill('Name on card', 'Grace Hopper');
    fill('Card number', number);
    fill('Expiry date', '1230');
    fill('CVV', cvv);
  }

  it('fills a member’s name and mobile from their account, editable, and shows their account’s email, which the order carries', async () => {
    act(() => setMember(MEMBER));
    const submit = jest.fn<Promise<TSubmitOutcome>, [SubmitOrderInput]>(() => new Promise(() => undefined));
    await renderCheckout({ submit });
    await waitFor(() => expect(screen.getByLabelText('Mobile number')).toHaveValue('0498765432'));
    expect(screen.getByLabelText('First name')).toHaveValue('Grace');
    expect(screen.getByLabelText('Last name')).toHaveValue('Hopper');
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('grace@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByText("Your receipt and order updates go to your account's email.")).toBeInTheDocument();
    fill('First name', 'Amazing Grace');
    fireEvent.click(screen.getByRole('radio', { name: 'Cash on pickup' }));
    await waitFor(() => expect(payButton()).toBeEnabled());
    fireEvent.click(payButton());
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0][0].body.contact).toEqual({ FirstName: 'Amazing Grace', LastName: 'Hopper', Email: 'grace@example.com', PhoneNumber: '0498765432' });
  });

  it('fills only what a guest left empty when they sign in at checkout', async () => {
    act(() => setMember(null));
    await renderCheckout();
    fill('First name', 'Gracie');
    act(() => setMember(MEMBER));
    await waitFor(() => expect(screen.getByLabelText('Last name')).toHaveValue('Hopper'));
    expect(screen.getByLabelText('First name')).toHaveValue('Gracie');
    expect(screen.getByLabelText('Email')).toHaveValue('grace@example.com');
  });

  it.each([
    ['insufficient_funds', 'Your card has insufficient funds.', 'Your card has insufficient funds.'],
    ['expired_card', 'Your card has expired.', 'Your card has expired.'],
    ['incorrect_cvc', "Your card's security code is incorrect.", "Your card's security code (CVV) is incorrect."],
    ['stolen_card', 'Your card was declined.', 'Your card was declined by your bank.'],
    ['a_code_of_tomorrow', 'Your bank says no today.', 'Your bank says no today.'],
  ])('says why the card was declined (%s), and that it was not charged', async (code, providerMessage, shown) => {
    const submit = jest.fn<Promise<TSubmitOutcome>, [SubmitOrderInput]>(async () => ({ kind: 'paymentFailed', message: '', paymentError: { code, message: providerMessage } }));
    await renderCheckout({ submit });
    fillDetails();
    fillCard('4000000000009995');
    await waitFor(() => expect(payButton()).toBeEnabled());
    fireEvent.click(payButton());
    const indicator = await screen.findByRole('dialog', { name: 'Your payment could not be processed' });
    expect(indicator).toHaveTextContent(shown);
    expect(indicator).toHaveTextContent('Your card was not charged. Please check your details or use another card.');
  });

  it('says before Pay that no card surcharge applies to a debit card, with the total without it', async () => {
    const submit = jest.fn<Promise<TSubmitOutcome>, [SubmitOrderInput]>(() => new Promise(() => undefined));
    await renderCheckout({ submit });
    fillDetails();
    fillCard('4242424242424242');
    await waitFor(() => expect(payButton()).toHaveTextContent('Pay by card$18.27'));
    expect(screen.getByText(/^Card surcharge/)).toBeInTheDocument();
    fill('Card number', DEBIT_CARD);
    expect(await screen.findByText('No card surcharge applies to debit cards.')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(payButton()).toHaveTextContent('Pay by card$18.00'));
    expect(screen.queryByText(/^Card surcharge/)).not.toBeInTheDocument();
    fireEvent.click(payButton());
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0][0].body.expectedTotal).toBe(18);
  });

  it('when only the server knew the card is a debit card, says no card surcharge applies, not that prices changed', async () => {
    const submit = priceChangedOnce(18);
    await renderCheckout({ submit });
    fillDetails();
    fillCard('4242424242424242');
    await waitFor(() => expect(payButton()).toHaveTextContent('Pay by card$18.27'));
    fireEvent.click(payButton());
    const modal = await screen.findByRole('dialog', { name: 'No card surcharge for your card' });
    expect(modal).toHaveTextContent('Your card is a debit or prepaid card, so no card surcharge applies. Your total is $18.00.');
    expect(screen.queryByRole('dialog', { name: 'Prices have changed' })).not.toBeInTheDocument();
    fireEvent.click(within(modal).getByRole('button', { name: 'Pay $18.00' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(2));
    expect(submit.mock.calls[1][0].body.expectedTotal).toBe(18);
  });

  it('asks an American Express card for the 4 digits of its CVV (StripeActivated), a Visa for 3', async () => {
    const { submit } = await renderCheckout();
    expect(sydney.payments.stripeActivated).toBe(true);
    fillDetails();
    fillCard('378282246310005', '123');
    expect(screen.getByLabelText('CVV')).toHaveAttribute('maxLength', '4');
    await waitFor(() => expect(payButton()).toBeEnabled());
    fireEvent.click(payButton());
    expect(await screen.findByText("An American Express card's CVV is the 4 digits on its front")).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
    fill('Card number', '4242424242424242');
    expect(screen.getByLabelText('CVV')).toHaveAttribute('maxLength', '3');
  });

  it('opens a retried or reordered order on its own type with its address, and keeps them for the session', async () => {
    const address = { StreetAddress: '1 Macquarie Street', CityTown: 'Sydney', State: 'NSW', PostalCode: '2000', DeliveryInstructions: 'Level 3' };
    const reorder = { orderId: 'o-9', lines: [], missing: [], soldOut: [], kind: 'delivery' as const, deliveryAddress: address, room: null };
    await renderCheckout({ orderType: 'MENU_TAK', lines: [burgers(2)], view: { ...sydney, reorder } });
    expect(screen.getByRole('tab', { name: 'Delivery' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Street address')).toHaveValue('1 Macquarie Street');
    expect(screen.getByLabelText('Delivery instructions (optional)')).toHaveValue('Level 3');
    await waitFor(() => expect(JSON.parse(sessionStorage.getItem('orderType') ?? 'null')).toBe('MENU_DEL'));
  });
});
