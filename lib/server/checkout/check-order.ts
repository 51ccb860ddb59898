import 'server-only';
import { validateOrderType } from '@/lib/domain/availability/available-order-types';
import { lineTotalCents } from '@/lib/domain/cart';
import { drivingMinutes } from '@/lib/domain/delivery/estimate';
import { AppError } from '@/lib/domain/errors/app-error';
import { pointsEarned } from '@/lib/domain/loyalty/earning';
import { pointsNeeded } from '@/lib/domain/loyalty/points';
import { rewardCosts } from '@/lib/domain/loyalty/rewards';
import { stampsEarnedBy } from '@/lib/domain/loyalty/stamps';
import { fromCents } from '@/lib/domain/money/cents';
import { minimumOrderMessage, orderKindOf, orderTypeCode, PAYMENT_METHOD, type OrderKind } from '@/lib/domain/order';
import { isStoreClosed } from '@/lib/domain/time/opening-hours';
import { validateChosenTime } from '@/lib/domain/time/time-slots';
import { M } from '@/lib/schemas/forms';
import type { TPlaceOrderRequest } from '@/lib/schemas/api/orders';
import type { TCoupon, TStore } from '@/lib/schemas/entities';
import type { Container } from '../container';
import { cartFromRequest, type FieldErrors } from './cart-from-request';
import { validateCheckoutForms, validateDeliveryAddress } from './checkout-forms';
import { chosenStoredCard, memberPaymentSource } from '../payments/member-cards';
import { paymentMethodProblem } from './payment-choice';
import { priceOrder } from './price-order';
import { cardProviderOf, headOfficeOf, reportedCard } from '../payments/store-card-provider';
import { quoteDelivery, type DeliveryQuote } from '../catalogue/quote-delivery';
import { activeMenu, fieldErrorsOf, refuseChangedPrice, refuseInvalid, type CheckedOrder, type Checked } from './order-checks';

/** The store must take orders now: in operation, and open or taking pre-orders (part 1 §4). */
function assertOpen(store: TStore, kind: OrderKind, now: Date): void {
  if (isStoreClosed(store, now)) {
    const closing = store.ClosingStoreMessage?.trim();
    throw closing ? new AppError('STORE_CLOSED', 'placeOrder.closingMessage', { message: closing }) : new AppError('STORE_CLOSED', 'placeOrder.storeClosed');
  }
  if (!validateOrderType(store, kind, now).ok) throw new AppError('INVALID_ORDER_TYPE', 'placeOrder.invalidOrderType');
}

/**
 * The chosen slot must still be one of the slots the store offers (InvalidDeliveryTime); dine in
 * is now. ASAP is today's first slot as the server counts it now: the one the page showed may
 * have passed its lead while the customer filled the form (the page's list refreshes every 60 s).
 * A delivery's slots start after the drive the quote measured, as the page's list did: with a
 * shorter lead the server's list would differ from the page's where it reaches past midnight
 * (today's list then ends with one slot of tomorrow, part 1 §9).
 */
function scheduledTimeOf(store: TStore, kind: OrderKind, request: TPlaceOrderRequest, now: Date, quote: DeliveryQuote | null): Checked<number> {
  if (kind === 'dineIn') return { value: Math.floor(now.getTime() / 1000), errors: {} };
  if (request.scheduledTime === undefined) return { value: 0, errors: { scheduledTime: [kind === 'pickup' ? M.pickupTimeRequired : M.deliveryTimeRequired] } };
  // An address with field errors has no quote, so no drive to count: the order is refused for
  // those errors, and its time is checked when it comes back with a deliverable address.
  if (kind === 'delivery' && !quote) return { value: request.scheduledTime, errors: {} };
  const check = validateChosenTime(store, {
    kind: kind === 'pickup' ? 'pickup' : 'delivery',
    now,
    chosen: new Date(request.scheduledTime * 1000),
    asap: request.asap === true,
    postcode: request.deliveryAddress?.PostalCode?.trim() ?? null,
    deliveryDurationMinutes: quote ? drivingMinutes(quote.DeliveryDuration) : 0,
  });
  if (!check.ok) throw new AppError('INVALID_DELIVERY_TIME', 'placeOrder.invalidDeliveryTime');
  return { value: Math.floor(check.slot.start.getTime() / 1000), errors: {} };
}

/** The coupon the engine prices (the last one given, as in the cart); unknown or expired ones are field errors. */
async function couponOf(app: Pick<Container, 'coupons'>, store: TStore, request: TPlaceOrderRequest, nowSeconds: number): Promise<Checked<TCoupon | null>> {
  const code = request.couponCodes.at(-1);
  if (!code) return { value: null, errors: {} };
  const coupon = await app.coupons.findByCode(store.ID, code);
  if (!coupon || coupon.IsDisabled || coupon.StoreID !== store.ID)
    return { value: null, errors: { couponCodes: [{ key: 'coupon.notFound', values: { code: code.toUpperCase() } }] } };
  if ((coupon.StartAt !== undefined && nowSeconds < coupon.StartAt) || (coupon.EndAt !== undefined && nowSeconds > coupon.EndAt))
    return { value: null, errors: { couponCodes: [{ key: 'coupon.expired', values: { code: coupon.CouponCode } }] } };
  return { value: coupon, errors: {} };
}

/** The ports the checks read: the menu, the delivery quote, the slot's orders, the coupon, the payment set-up and the member. */
export type CheckOrderApp = Pick<Container, 'menus' | 'maps' | 'documents' | 'coupons' | 'headOffices' | 'cardPaymentsFor' | 'users'>;

export interface CheckOrderInput {
  app: CheckOrderApp;
  store: TStore;
  request: TPlaceOrderRequest;
  memberId: string | null;
  idempotencyKey: string;
  now: Date;
}

/**
 * Every check of part 1 §4 "Place order" and part 2 §5, in the spec's order: the store open and
 * the type available, the cart rebuilt and repriced from the menu, the delivery quote and the
 * slot still valid (its lead counts the quote's drive), the coupon, the minimum per order type,
 * the payment method and every form rule; then the browser's total against the server's, to
 * the cent.
 */
export async function checkOrder({ app, store, request, memberId, idempotencyKey, now }: CheckOrderInput): Promise<CheckedOrder> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const kind = orderKindOf(request);
  assertOpen(store, kind, now);
  const menu = await activeMenu(app, store, request, now);
  const cart = cartFromRequest(menu, request, nowSeconds);
  const subtotalCents = cart.items.reduce((sum, item) => sum + lineTotalCents(item), 0);
  const address = kind === 'delivery' ? validateDeliveryAddress(store, request) : { address: null, errors: {} };
  const quote = address.address
    ? await quoteDelivery({
        store,
        maps: app.maps,
        documents: app.documents,
        address: { Street: address.address.StreetAddress, Suburb: address.address.CityTown, State: address.address.State, Postcode: address.address.PostalCode },
        orderValue: fromCents(subtotalCents),
      })
    : null;
  const scheduledTime = scheduledTimeOf(store, kind, request, now, quote);
  const coupon = await couponOf(app, store, request, nowSeconds);
  const headOffice = await headOfficeOf(app, store);
  const provider = cardProviderOf(app, store, headOffice);
  // The card as its provider reports it decides the bank surcharge, before any amount is set.
  const storedCard = await chosenStoredCard(app, provider, memberId, request);
  const card =
    request.payment.method === PAYMENT_METHOD.card && provider ? await (storedCard.card ? provider.describeCard(storedCard.card) : reportedCard(provider, request.payment)) : null;
  const cardRefused: FieldErrors = card?.brand === 'other' && provider?.takes === 'paymentMethod' ? { 'payment.card': [M.cardTypeNotAccepted] } : {};
  const priced = priceOrder({
    items: cart.items,
    menu,
    store,
    nowSeconds,
    coupon: coupon.value,
    acceptedTriggerIds: request.acceptedTriggerIds,
    deliveryFee: quote?.Fee ?? null,
    paymentMethod: request.payment.method,
    cardFunding: card?.funding ?? null,
  });
  const couponRefused: FieldErrors = coupon.value && priced.coupon && !priced.coupon.ok ? { couponCodes: [priced.coupon.message] } : {};

  const minimum = minimumOrderMessage(store.OrderTypeConstraintRules, orderTypeCode(kind), priced.subtotal, store.CurrencyLocaleName);
  if (minimum && cart.items.length > 0) throw new AppError('MINIMUM_NOT_MET', minimum.key, minimum.values);

  const methodProblem = paymentMethodProblem(store, kind, request.payment.method, priced.total, provider !== null, {
    member: memberId !== null,
    pointsToDollarRatio: menu.PointsToDollarRatio,
  });
  const forms = validateCheckoutForms({ store, headOffice, request, kind, totalCents: priced.total, now, cardSource: provider?.takes ?? null });
  refuseInvalid(
    fieldErrorsOf(
      cart.errors,
      address.errors,
      scheduledTime.errors,
      coupon.errors,
      storedCard.errors,
      cardRefused,
      couponRefused,
      methodProblem ? { 'payment.method': [methodProblem] } : {},
      forms.errors,
    ),
  );

  refuseChangedPrice(request, priced, store, cart.removed);
  const rewards = rewardCosts(store.ID, cart.items);
  if (memberId === null && (rewards.points > 0 || rewards.stamps.length > 0))
    throw new AppError('INVALID_FIELDS', 'placeOrder.invalidFields', {}, { items: ['placeOrder.rewardNeedsSignIn'] });
  const redeemPoints = (request.payment.method === PAYMENT_METHOD.points ? pointsNeeded(priced.total, menu.PointsToDollarRatio) : 0) + rewards.points;
  const rewardPoints = pointsEarned({
    spendCents: priced.total,
    rules: menu.EarningRules,
    nowSeconds,
    redeemsPoints: redeemPoints > 0,
    isEarnPointsWhenRedeem: menu.IsEarnPointsWhenRedeem,
  });
  const stampsEarned = stampsEarnedBy(
    store.ID,
    priced.lines.map(({ item }) => ({
      productId: item.id,
      categoryIds: [...(item.categoryId !== undefined ? [item.categoryId] : []), ...(item.ProductCategoryIDs ?? [])],
      quantity: item.quantity,
      reward: Boolean(item.redemptionRule),
    })),
    menu.StampCards,
    nowSeconds,
  );
  const paymentSource = await memberPaymentSource({ app, provider, memberId, request, chosen: storedCard.card, source: forms.forms.paymentSource, idempotencyKey });
  return {
    kind,
    priced,
    forms: { ...forms.forms, paymentSource },
    provider,
    address: address.address,
    quote,
    scheduledTime: scheduledTime.value,
    rewardPoints,
    redeemPoints,
    stampsEarned,
    stampsRedeemed: rewards.stamps,
  };
}
