/** @jest-environment jsdom */
import type { RewardRule } from '@/lib/domain/loyalty/rewards';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import {
  CartFooterBar,
  CartLines,
  CartPanel,
  CartTotals,
  CheckoutButton,
  COUPON_SERVER_MESSAGE_KEY,
  CouponBox,
  DiscountOffers,
  MobileCart,
  type CartPanelProps,
} from '@/components/cart';
import {
  cartPanelCents,
  discountLines,
  discountOffers,
  modifiersOf,
  priceCart,
  type CartItem,
  type ModifierGroupLike,
  type CartModifier,
  type PriceCartInput,
  type PricedCart,
} from '@/lib/domain/cart';
import type { CouponState } from '@/lib/domain/coupons';
import { formatCents } from '@/lib/domain/money';
import { buildDemoData, FLAGSHIP_STORE_ID } from '@/lib/seed';
import en from '@/messages/en.json';
import zhCN from '@/messages/zh-CN.json';
import { polyfillDialog } from '../support/dialog-polyfill';

// The footer bar's Link reads the App Router, which jsdom does not mount.
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn(), refresh: jest.fn(), back: jest.fn() }) }));

beforeAll(polyfillDialog);

const demo = buildDemoData();
const flagship = demo.stores.find((s) => s.ID === FLAGSHIP_STORE_ID)!;
const flagshipMenu = demo.menus[FLAGSHIP_STORE_ID][0];
const warung = demo.stores.find((s) => s.ID === '4001')!;
const warungMenu = demo.menus['4001'][0];
// A fixed instant: the flagship store is open around the clock, so only IsInOperation matters.
const NOW = new Date('2026-03-10T02:00:00Z');
const NOW_SECONDS = NOW.getTime() / 1000;

type Menu = typeof flagshipMenu;

function groupOf(menu: Menu, groupId: string): ModifierGroupLike {
  const group: ModifierGroupLike | undefined = menu.ModifierGroups?.[groupId];
  if (!group) throw new Error(`no modifier group ${groupId}`);
  return group;
}

function modifier(menu: Menu, groupId: string, modifierId: string, quantity = 1, subs: CartModifier[] = []): CartModifier {
  const found = modifiersOf(groupOf(menu, groupId)).find((m) => String(m.ID) === modifierId);
  if (!found) throw new Error(`no modifier ${modifierId} in ${groupId}`);
  return { ID: found.ID, Name: found.Name, Price: found.Price, quantity, ...(subs.length > 0 ? { selectedSubmodifiers: subs } : {}) };
}

function line(menu: Menu, productId: string, uniqueId: string, quantity: number, extra: Partial<CartItem> = {}): CartItem {
  const product = menu.Products[productId];
  if (!product) throw new Error(`no product ${productId}`);
  return {
    id: product.ID,
    uniqueId,
    name: product.Name,
    price: product.Price ?? 0,
    tax: product.TaxRate,
    quantity,
    ProductCategoryIDs: product.ProductCategoryIDs,
    categoryId: product.ProductCategoryIDs?.[0],
    ...extra,
  };
}

function price(items: CartItem[], extra: Partial<PriceCartInput> = {}): PricedCart {
  return priceCart({ items, now: NOW_SECONDS, priceTriggers: flagshipMenu.PriceTriggers, storeId: FLAGSHIP_STORE_ID, currencyLocaleName: flagship.CurrencyLocaleName, ...extra });
}

/** A big breakfast (eggs poached, with a side that has a sub-option) and two flat whites. */
function breakfastItems(): CartItem[] {
  return [
    line(flagshipMenu, 'big-breakfast', 'line-1', 1, {
      modifiers: [
        modifier(flagshipMenu, 'eggs-style', firstModifierId('eggs-style')),
        modifier(flagshipMenu, 'breakfast-sides', firstModifierId('breakfast-sides'), 2, [modifier(flagshipMenu, 'spice-level', firstModifierId('spice-level'))]),
      ],
      itemNote: 'No tomato please',
    }),
    line(flagshipMenu, 'flat-white', 'line-2', 2, { modifiers: [modifier(flagshipMenu, 'milk', 'milk-oat')] }),
  ];
}

function firstModifierId(groupId: string): string {
  return String(modifiersOf(groupOf(flagshipMenu, groupId))[0].ID);
}

function withIntl(ui: ReactElement, locale: 'en' | 'zh-CN' = 'en') {
  return (
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : zhCN} timeZone="Australia/Melbourne">
      {ui}
    </NextIntlClientProvider>
  );
}

function renderIntl(ui: ReactElement, locale: 'en' | 'zh-CN' = 'en') {
  const result = render(withIntl(ui, locale));
  return { ...result, rerenderIntl: (next: ReactElement) => result.rerender(withIntl(next, locale)) };
}

const noop = () => undefined;

function panelProps(priced: PricedCart, overrides: Partial<CartPanelProps> = {}): CartPanelProps {
  return {
    lines: priced.lines,
    totals: cartPanelCents(priced),
    currencyLocaleName: flagship.CurrencyLocaleName,
    checkout: { store: flagship, now: NOW },
    onQuantityChange: noop,
    onRemove: noop,
    onApplyCoupon: noop,
    onRemoveCoupon: noop,
    onCheckout: noop,
    onContinue: noop,
    ...overrides,
  };
}

function totalsRow(label: string | RegExp): HTMLElement {
  return screen.getByText(label, { selector: 'dt' }).parentElement!;
}

describe('CartLines', () => {
  it('shows each line with its options, note, unit × quantity and the engine’s line total', () => {
    const priced = price(breakfastItems());
    renderIntl(<CartLines lines={priced.lines} currencyLocaleName="en-AU" onQuantityChange={noop} onRemove={noop} />);
    const list = screen.getByRole('list', { name: 'Items in your order' });
    const items = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list);
    expect(items).toHaveLength(2);
    const [breakfast, coffee] = items;
    expect(breakfast).toHaveTextContent('Big breakfast');
    expect(breakfast).toHaveTextContent(formatCents(priced.lines[0].total, 'en-AU'));
    expect(breakfast).toHaveTextContent(`${formatCents(priced.lines[0].unit, 'en-AU')} × 1`);
    expect(breakfast).toHaveTextContent('Note: No tomato please');
    const options = within(breakfast).getByRole('group', { name: 'Options for Big breakfast' });
    const sideName = priced.lines[0].item.modifiers![1].Name!;
    const subName = priced.lines[0].item.modifiers![1].selectedSubmodifiers![0].Name!;
    expect(options).toHaveTextContent(`${sideName} × 2`);
    // the sub-option is listed under its option
    expect(within(options).getByText(`${sideName} × 2`).closest('li')).toHaveTextContent(subName);
    expect(coffee).toHaveTextContent('Flat white');
    expect(coffee).toHaveTextContent('Oat');
    // 2 flat whites with oat milk, as the engine prices them
    expect(coffee).toHaveTextContent(formatCents(priced.lines[1].total, 'en-AU'));
    expect(priced.lines[1].total).toBe(2 * priced.lines[1].unit);
  });

  it('offers quantities 1 to 20 and reports the chosen one with the line id', () => {
    const priced = price(breakfastItems());
    const onQuantityChange = jest.fn();
    renderIntl(<CartLines lines={priced.lines} currencyLocaleName="en-AU" onQuantityChange={onQuantityChange} onRemove={noop} />);
    const select = screen.getByRole('combobox', { name: 'Quantity of Flat white' });
    expect(select).toHaveValue('2');
    const values = within(select)
      .getAllByRole('option')
      .map((o) => Number((o as HTMLOptionElement).value));
    expect(values).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    fireEvent.change(select, { target: { value: '20' } });
    expect(onQuantityChange).toHaveBeenCalledWith('line-2', 20);
    fireEvent.change(select, { target: { value: '1' } });
    expect(onQuantityChange).toHaveBeenLastCalledWith('line-2', 1);
  });

  it('removes a line by its id', () => {
    const priced = price(breakfastItems());
    const onRemove = jest.fn();
    renderIntl(<CartLines lines={priced.lines} currencyLocaleName="en-AU" onQuantityChange={noop} onRemove={onRemove} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Big breakfast' }));
    expect(onRemove).toHaveBeenCalledWith('line-1');
  });

  it('shows the meal upgrade parts and sold-out / removed notices', () => {
    const burger = line(flagshipMenu, 'classic-cheeseburger', 'line-b', 1, {
      soldout: true,
      selectedRollIntos: [
        {
          PriceTriggerID: 'ht-1001-meal',
          isConfirmed: true,
          selectedModifiers: [modifier(flagshipMenu, 'meal-side', firstModifierId('meal-side')), modifier(flagshipMenu, 'meal-drink', firstModifierId('meal-drink'))],
        },
      ],
    });
    const gone = line(flagshipMenu, 'greek-salad', 'line-g', 1, { unavailable: true });
    const priced = price([burger, gone]);
    renderIntl(<CartLines lines={priced.lines} currencyLocaleName="en-AU" onQuantityChange={noop} onRemove={noop} />);
    const burgerLine = screen.getByText('Classic cheeseburger').closest('li')!;
    expect(burgerLine).toHaveTextContent('Meal upgrade');
    expect(burgerLine).toHaveTextContent(String(burger.selectedRollIntos![0].selectedModifiers[0].Name));
    expect(within(burgerLine).getByRole('status')).toHaveTextContent('Sold out');
    const saladLine = screen.getByText('Greek salad').closest('li')!;
    expect(within(saladLine).getByRole('status')).toHaveTextContent('No longer on the menu');
  });
});

describe('CartTotals', () => {
  it('shows subtotal, GST (incl.) and total from the engine, and no delivery, discount or surcharge rows', () => {
    const priced = price(breakfastItems());
    const totals = cartPanelCents(priced);
    renderIntl(<CartTotals totals={totals} currencyLocaleName="en-AU" />);
    const list = screen.getAllByRole('definition')[0].closest('dl')!;
    expect(list).toHaveAccessibleName('Order totals');
    const terms = within(list)
      .getAllByRole('term')
      .map((t) => t.textContent);
    expect(terms).toEqual(['Subtotal', 'GST (incl.)', 'Total']);
    expect(totalsRow('Subtotal')).toHaveTextContent(formatCents(priced.subtotal, 'en-AU'));
    expect(totalsRow('GST (incl.)')).toHaveTextContent(formatCents(priced.totalTax.tax, 'en-AU'));
    expect(totalsRow('Total')).toHaveTextContent(formatCents(priced.total, 'en-AU'));
  });

  it('adds delivery, the coupon’s negative line by its code and percentage, and a surcharge when they apply', () => {
    const coupon = demo.coupons.find((c) => c.CouponCode === 'WELCOME10' && c.StoreID === FLAGSHIP_STORE_ID)!;
    const priced = price(breakfastItems(), { coupon, deliveryFee: 7.5, bankSurcharges: flagship.SurchargeBankSettings, cardTypeCode: 5 });
    expect(priced.discount).toBeGreaterThan(0);
    expect(priced.bankCardSurcharge?.amount ?? 0).toBeGreaterThan(0);
    renderIntl(<CartTotals totals={cartPanelCents(priced)} currencyLocaleName="en-AU" discountLines={discountLines(priced)} />);
    const terms = screen.getAllByRole('term').map((t) => t.textContent);
    expect(terms).toEqual(['Subtotal', 'Delivery', 'GST (incl.)', 'Coupon WELCOME10 (10% off)', 'Surcharge', 'Total']);
    expect(totalsRow('Delivery')).toHaveTextContent('$7.50');
    expect(totalsRow('Coupon WELCOME10 (10% off)')).toHaveTextContent(formatCents(-priced.discount, 'en-AU'));
    expect(totalsRow('Coupon WELCOME10 (10% off)')).toHaveTextContent(/^.*-\$/);
    expect(totalsRow('Surcharge')).toHaveTextContent(formatCents(priced.bankCardSurcharge!.amount, 'en-AU'));
    expect(totalsRow('Total')).toHaveTextContent(formatCents(priced.total, 'en-AU'));
  });

  it('shows a quoted free delivery at 0 only when asked', () => {
    const totals = cartPanelCents(price(breakfastItems(), { deliveryFee: 0 }));
    const { rerenderIntl } = renderIntl(<CartTotals totals={totals} currencyLocaleName="en-AU" />);
    expect(screen.queryByText('Delivery')).not.toBeInTheDocument();
    rerenderIntl(<CartTotals totals={totals} currencyLocaleName="en-AU" deliveryQuoted />);
    expect(totalsRow('Delivery')).toHaveTextContent('$0.00');
  });

  it("labels tax 'tax' with rupiah and no decimals for CurrencyLocaleName id-ID", () => {
    const items = [line(warungMenu, 'nasi-goreng-kampung', 'w-1', 2), line(warungMenu, 'es-teh-manis', 'w-2', 1)];
    const priced = priceCart({ items, now: NOW_SECONDS, priceTriggers: warungMenu.PriceTriggers, storeId: '4001', currencyLocaleName: warung.CurrencyLocaleName });
    expect(warung.CurrencyLocaleName).toBe('id-ID');
    renderIntl(<CartTotals totals={cartPanelCents(priced)} currencyLocaleName={warung.CurrencyLocaleName} />);
    expect(screen.queryByText(/GST/)).not.toBeInTheDocument();
    expect(totalsRow('Subtotal')).toHaveTextContent('Rp102.000');
    expect(totalsRow('Total')).toHaveTextContent(formatCents(priced.total, 'id-ID'));
    // the warung menu carries 10% tax, so the row is there, labelled 'tax'
    expect(priced.totalTax.tax).toBeGreaterThan(0);
    expect(totalsRow('tax (incl.)')).toHaveTextContent(formatCents(priced.totalTax.tax, 'id-ID'));
    for (const value of screen.getAllByRole('definition')) expect(value.textContent).toMatch(/^-?Rp[\d.]+$/);
  });
});

describe('CouponBox', () => {
  const idle: CouponState = { status: 'idle' };

  it("refuses a blank code with 'please enter the discount code' without calling apply", () => {
    const onApplyCoupon = jest.fn();
    renderIntl(<CouponBox state={idle} onApplyCoupon={onApplyCoupon} onRemoveCoupon={noop} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Discount code' }), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent('please enter the discount code');
    expect(onApplyCoupon).not.toHaveBeenCalled();
    // typing clears the local message, a real code goes to the parent trimmed
    fireEvent.change(screen.getByRole('textbox', { name: 'Discount code' }), { target: { value: ' WELCOME10 ' } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApplyCoupon).toHaveBeenCalledWith('WELCOME10');
  });

  it('is busy while processing: input read-only, button disabled', () => {
    const onApplyCoupon = jest.fn();
    renderIntl(<CouponBox state={{ status: 'processing', code: 'WELCOME10' }} onApplyCoupon={onApplyCoupon} onRemoveCoupon={noop} />);
    expect(screen.getByRole('textbox', { name: 'Discount code' })).toHaveAttribute('readonly');
    const button = screen.getByRole('button', { name: 'Applying…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the added coupon as a chip marked used or not used, with remove', () => {
    const onRemoveCoupon = jest.fn();
    const { rerenderIntl } = renderIntl(<CouponBox state={{ status: 'added', code: 'WELCOME10' }} used onApplyCoupon={noop} onRemoveCoupon={onRemoveCoupon} />);
    expect(screen.getByText('WELCOME10')).toBeInTheDocument();
    expect(screen.getByText('used')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove coupon WELCOME10' }));
    expect(onRemoveCoupon).toHaveBeenCalledWith('WELCOME10');
    rerenderIntl(<CouponBox state={{ status: 'added', code: 'WELCOME10' }} used={false} onApplyCoupon={noop} onRemoveCoupon={onRemoveCoupon} />);
    expect(screen.getByText('not used')).toBeInTheDocument();
  });

  it('translates the engine’s refusal and shows a server message as sent', () => {
    const coupon = demo.coupons.find((c) => c.CouponCode === 'DESSERT20')!;
    const refused = price(breakfastItems(), { coupon }).coupon;
    expect(refused?.ok).toBe(false);
    const message = refused && !refused.ok ? refused.message : { key: '' };
    const { rerenderIntl } = renderIntl(<CouponBox state={{ status: 'message', message }} onApplyCoupon={noop} onRemoveCoupon={noop} />);
    expect(screen.getByRole('alert')).toHaveTextContent('coupon does not apply to any items');
    rerenderIntl(
      <CouponBox
        state={{ status: 'message', message: { key: COUPON_SERVER_MESSAGE_KEY, values: { message: 'Coupon has expired' } } }}
        onApplyCoupon={noop}
        onRemoveCoupon={noop}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Coupon has expired');
    rerenderIntl(<CouponBox state={{ status: 'message', message: { key: 'coupon.somethingNew' } }} onApplyCoupon={noop} onRemoveCoupon={noop} />);
    expect(screen.getByRole('alert')).toHaveTextContent('unknown error in coupon validating');
    // editing the code puts the refusal away until the next Apply
    fireEvent.change(screen.getByRole('textbox', { name: 'Discount code' }), { target: { value: 'FREE5' } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('CheckoutButton', () => {
  it("is 'checkout' and enabled with items in an open store", () => {
    const onCheckout = jest.fn();
    renderIntl(<CheckoutButton store={flagship} now={NOW} itemCount={3} onCheckout={onCheckout} />);
    const button = screen.getByRole('button', { name: 'checkout' });
    expect(button).toBeEnabled();
    fireEvent.click(button);
    expect(onCheckout).toHaveBeenCalled();
  });

  it("is disabled with no items, 'store closed' when closed, 'place order' for the saved-order payment", () => {
    const { rerenderIntl } = renderIntl(<CheckoutButton store={flagship} now={NOW} itemCount={0} onCheckout={noop} />);
    expect(screen.getByRole('button', { name: 'checkout' })).toBeDisabled();
    rerenderIntl(<CheckoutButton store={{ ...flagship, IsInOperation: false }} now={NOW} itemCount={2} onCheckout={noop} />);
    expect(screen.getByRole('button', { name: 'store closed' })).toBeDisabled();
    rerenderIntl(<CheckoutButton store={flagship} now={NOW} itemCount={2} savedOrderPayment onCheckout={noop} />);
    expect(screen.getByRole('button', { name: 'place order' })).toBeEnabled();
  });

  it('shows the minimum purchase message while the subtotal excluding delivery is below it', () => {
    const priced = price([line(flagshipMenu, 'bircher-muesli', 'm-1', 1)], { deliveryFee: 12 });
    const minimumOrder = { rules: flagship.OrderTypeConstraintRules, orderTypeKey: 10, amountCents: priced.subtotal };
    const { rerenderIntl } = renderIntl(<CheckoutButton store={flagship} now={NOW} itemCount={1} minimumOrder={minimumOrder} currencyLocaleName="en-AU" onCheckout={noop} />);
    expect(screen.getByRole('status')).toHaveTextContent('minimum purchase is $25.00 (excluding delivery fee)');
    const enough = price([line(flagshipMenu, 'bircher-muesli', 'm-1', 2)]);
    rerenderIntl(
      <CheckoutButton store={flagship} now={NOW} itemCount={2} minimumOrder={{ ...minimumOrder, amountCents: enough.subtotal }} currencyLocaleName="en-AU" onCheckout={noop} />,
    );
    expect(screen.queryByText(/minimum purchase/)).not.toBeInTheDocument();
  });
});

/** A member with 150 points and a full coffee card, as the store screen's rewards hook hands them over. */
function rewardsView(onRedeem: (reward: RewardRule) => void) {
  const reward = (type: 'points' | 'stamps', id: string, Name: string, Point: number): RewardRule => ({ type, id, Name, Point, ProductVariant: 'flat-white' });
  return {
    points: 150,
    options: [
      { reward: reward('points', 'redeem-coffee', 'Free flat white', 100), held: 150, affordable: true },
      { reward: reward('points', 'redeem-dessert', 'Free sticky date pudding', 250), held: 150, affordable: false },
      { reward: reward('stamps', 'harbour-coffee-card', 'Coffee card', 9), held: 11, affordable: true },
    ],
    onRedeem,
  };
}

describe('CartPanel', () => {
  it('composes lines, totals, coupon, checkout, terms and continue ordering', async () => {
    const onContinue = jest.fn();
    const onRedeem = jest.fn();
    const priced = price(breakfastItems());
    renderIntl(<CartPanel {...panelProps(priced, { onContinue, rewards: rewardsView(onRedeem), termsHtml: '<p>Our terms</p>', coupon: { state: { status: 'idle' } } })} />);
    const panel = screen.getByRole('complementary', { name: 'Your order' });
    expect(within(panel).getByText('Big breakfast')).toBeInTheDocument();
    expect(within(panel).getByText('Flat white')).toBeInTheDocument();
    expect(within(panel).getByRole('status', { name: '' })).toHaveTextContent('3 items in your cart');
    expect(within(panel).getByRole('textbox', { name: 'Discount code' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'checkout' })).toBeEnabled();
    expect(within(panel).getByText('You have 150 points')).toBeInTheDocument();
    expect(within(panel).getByText('100 points')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Redeem: Free sticky date pudding' })).toBeDisabled();
    fireEvent.click(within(panel).getByRole('button', { name: 'Redeem: Free flat white' }));
    expect(onRedeem).toHaveBeenCalledWith(expect.objectContaining({ id: 'redeem-coffee' }));
    expect(within(panel).getByText('9 of 9 stamps')).toBeInTheDocument();
    fireEvent.click(within(panel).getByRole('button', { name: 'Redeem stamps: Coffee card' }));
    expect(onRedeem).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'stamps', id: 'harbour-coffee-card' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Continue ordering' }));
    expect(onContinue).toHaveBeenCalled();
    fireEvent.click(within(panel).getByRole('button', { name: 'Terms and conditions' }));
    // The modal's code is fetched at the first opening.
    expect(await screen.findByRole('dialog', { name: 'Terms and conditions' })).toHaveTextContent('Our terms');
  });

  it('leaves out the rewards, the coupon box and the terms link when not given', () => {
    renderIntl(<CartPanel {...panelProps(price(breakfastItems()))} />);
    expect(screen.queryByRole('heading', { name: 'Rewards' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Discount code' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Terms and conditions' })).not.toBeInTheDocument();
  });

  it('shows the empty state with a disabled checkout', () => {
    renderIntl(<CartPanel {...panelProps(price([]), { rewards: rewardsView(noop) })} />);
    expect(screen.getAllByText('Your cart is empty').length).toBeGreaterThan(0);
    expect(screen.queryByRole('list', { name: 'Items in your order' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'checkout' })).toBeDisabled();
  });
});

describe('MobileCart', () => {
  function mobile(priced: PricedCart, overrides: Partial<Parameters<typeof MobileCart>[0]> = {}) {
    return <MobileCart {...panelProps(priced)} onClearAll={noop} {...overrides} />;
  }

  it('asks before clearing all: Cancel keeps the cart, Clear empties it', () => {
    const onClearAll = jest.fn();
    renderIntl(mobile(price(breakfastItems()), { onClearAll }));
    expect(screen.getByRole('heading', { name: 'Your order', level: 1 })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    const dialog = screen.getByRole('dialog', { name: 'Clear your order?' });
    expect(dialog).toHaveAttribute('open');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClearAll).not.toHaveBeenCalled();
    expect(dialog).not.toHaveAttribute('open');
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Clear your order?' })).getByRole('button', { name: 'Clear' }));
    expect(onClearAll).toHaveBeenCalledTimes(1);
  });

  it('has Cancel back to the store, Checkout, the reorder notice and the rewards', () => {
    const onContinue = jest.fn();
    const onCheckout = jest.fn();
    renderIntl(
      mobile(price(breakfastItems()), {
        onContinue,
        onCheckout,
        rewards: rewardsView(noop),
        reorderNotice: <p>2 items from your last order are sold out</p>,
        coupon: { state: { status: 'idle' } },
      }),
    );
    expect(screen.getByText('2 items from your last order are sold out')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Redeem stamps: Coffee card' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Discount code' })).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'Cancel' })[0]);
    expect(onContinue).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'checkout' }));
    expect(onCheckout).toHaveBeenCalled();
  });

  it('shows no Clear all on an empty cart', () => {
    renderIntl(mobile(price([])));
    expect(screen.queryByRole('button', { name: 'Clear all' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'checkout' })).toBeDisabled();
  });
});

describe('CartFooterBar', () => {
  it('is not rendered while the cart is empty', () => {
    const { container } = renderIntl(<CartFooterBar itemCount={0} totalCents={0} currencyLocaleName="en-AU" href="/store/harbour-melbourne/shoppingcartmobile" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('links to the mobile cart with the item count and the engine’s total', () => {
    const priced = price(breakfastItems());
    const totals = cartPanelCents(priced);
    renderIntl(<CartFooterBar itemCount={3} totalCents={totals.totalCents} currencyLocaleName="en-AU" href="/store/harbour-melbourne/shoppingcartmobile" />);
    const total = formatCents(priced.total, 'en-AU');
    const link = screen.getByRole('link', { name: `View cart, 3 items, total ${total}` });
    expect(link).toHaveAttribute('href', '/store/harbour-melbourne/shoppingcartmobile');
    expect(link).toHaveTextContent('View cart');
    expect(link).toHaveTextContent('3 items');
    expect(link).toHaveTextContent(total);
  });
});

describe('DiscountOffers', () => {
  // $68 with a dessert: the flagship's "free dessert over $60" waits for the customer's word.
  const dessertOrder = () => [line(flagshipMenu, 'classic-cheeseburger', 'burgers', 3), line(flagshipMenu, 'pavlova', 'pavlova', 1)];

  it('offers the rule with its description and Add, which reports the rule id', () => {
    const priced = price(dessertOrder());
    const accept = jest.fn();
    renderIntl(<CartPanel {...panelProps(priced, { offers: discountOffers(priced, []), onAcceptOffer: accept, onWithdrawOffer: noop })} />);
    const offers = screen.getByRole('region', { name: 'Offers for you' });
    expect(offers).toHaveTextContent('Free dessert on orders over $60');
    expect(offers).toHaveTextContent('Choose a dessert up to $12 on us.');
    fireEvent.click(within(offers).getByRole('button', { name: 'Add the offer Free dessert on orders over $60' }));
    expect(accept).toHaveBeenCalledWith('ht-1001-free-dessert');
  });

  it('shows an accepted rule as applied, with Remove, next to the discount it gives', () => {
    const priced = price(dessertOrder(), { acceptedTriggerIds: ['ht-1001-free-dessert'] });
    const withdraw = jest.fn();
    renderIntl(
      <MobileCart {...panelProps(priced, { offers: discountOffers(priced, ['ht-1001-free-dessert']), onAcceptOffer: noop, onWithdrawOffer: withdraw })} onClearAll={noop} />,
    );
    const offers = screen.getByRole('region', { name: 'Offers for you' });
    expect(offers).toHaveTextContent('Applied to your order');
    fireEvent.click(within(offers).getByRole('button', { name: 'Remove the offer Free dessert on orders over $60' }));
    expect(withdraw).toHaveBeenCalledWith('ht-1001-free-dessert');
    expect(screen.getByText('Discount')).toBeInTheDocument();
    expect(screen.getByText(`-${formatCents(1200, 'en-AU')}`)).toBeInTheDocument();
  });

  it('renders nothing without offers, and speaks Chinese', () => {
    const { container } = renderIntl(<DiscountOffers offers={[]} onAccept={noop} onWithdraw={noop} />);
    expect(container).toBeEmptyDOMElement();
    renderIntl(<DiscountOffers offers={[{ id: 'r', name: 'Free dessert', description: null, accepted: false }]} onAccept={noop} onWithdraw={noop} />, 'zh-CN');
    expect(screen.getByRole('region', { name: '可享优惠' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '使用优惠：Free dessert' })).toHaveTextContent('使用');
  });
});

describe('in Simplified Chinese', () => {
  it('renders the panel with Chinese labels and the same figures', () => {
    const priced = price(breakfastItems());
    renderIntl(<CartPanel {...panelProps(priced, { coupon: { state: { status: 'idle' } } })} />, 'zh-CN');
    expect(screen.getByRole('complementary', { name: '您的订单' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '去结账' })).toBeEnabled();
    expect(screen.getByText('小计')).toBeInTheDocument();
    expect(screen.getByText(`${zhCN.taxLabel.gst}（已含）`)).toBeInTheDocument();
    expect(screen.getByText('继续点餐')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '优惠码' })).toBeInTheDocument();
    expect(screen.getAllByText(formatCents(priced.total, 'en-AU')).length).toBeGreaterThan(0);
  });
});
