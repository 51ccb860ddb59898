import 'server-only';
import { randomUUID } from 'node:crypto';
import { validateOrderType } from '@/lib/domain/availability/available-order-types';
import { lineTotalCents, type PricedCart } from '@/lib/domain/cart';
import { AppError } from '@/lib/domain/errors/app-error';
import { pointsEarned } from '@/lib/domain/loyalty/earning';
import { pointsNeeded } from '@/lib/domain/loyalty/points';
import { stampsEarnedBy, type TStampDelta } from '@/lib/domain/loyalty/stamps';
import { rewardCosts } from '@/lib/domain/loyalty/rewards';
import { selectActiveMenu } from '@/lib/domain/menu/active-menu';
import { fromCents, toCents } from '@/lib/domain/money/cents';
import { formatCents } from '@/lib/domain/money/format';
import { isPaidOnline, minimumOrderMessage, orderKindOf, orderTypeCode, PAYMENT_METHOD, redirectMethodOf, type OrderKind } from '@/lib/domain/order';
import { isStoreClosed } from '@/lib/domain/time/opening-hours';
import { validateChosenTime } from '@/lib/domain/time/time-slots';
import { M } from '@/lib/schemas/forms';
import type { TPlaceOrderRequest } from '@/lib/schemas/api/orders';
import type { TCoupon, TMenu, TStore, TUser } from '@/lib/schemas/entities';
import type { TPlaceOrderResult, TPriceChangedDetails } from '@/lib/views/order';
import type { Locale } from '@/lib/i18n/routing';
import { COLLECTIONS } from '../collections';
import type { Container } from '../container';
import type { Transaction } from '../ports/document-store';
import type { Payment, PaymentProvider } from '../ports/payment-gateway';
import { cardProviderOf, headOfficeOf, reportedCard } from '../orders/store-card-provider';
import { hashAccessToken, orderStatusPath, statusToken } from '../orders/order-access';
import { cartFromRequest, type FieldErrors } from '../orders/cart-from-request';
import { chargeOrder, expectedChargeOf, paymentReturnPath, startRedirectPayment } from '../orders/charge-order';
import { validateCheckoutForms, validateDeliveryAddress, type CheckoutForms, type DeliveryAddressValues } from '../orders/checkout-forms';
import { accessTokenOf, canonicalJson, idempotencyRecordId, sha256, storedAnswer, withAccessToken, type TIdempotencyRecord } from '../orders/idempotency';
import { buildOrderDocuments, type TPaymentStatus, type TrackingOrderDocument } from '../orders/order-documents';
import { storeMenus } from '../orders/menu-cache';
import { reserveOrderNumber } from '../orders/order-number';
import { chosenStoredCard, memberPaymentSource, paymentCardIdentifierOf } from '../orders/member-cards';
import { paymentMethodProblem } from '../orders/payment-choice';
import { priceOrder } from '../orders/price-order';
import { loyaltyShortfall, spendLoyalty } from '../orders/order-loyalty';
import { dueMessagesOf, sealStatusLinkToken, sendOrderMessages } from '../orders/order-messages';
import { accountForGuestOrder, guestAccountAnswer, guestAccountOrderFields } from '../orders/guest-account';
import { priceGiftCart } from '@/lib/domain/gift-cards/gift-products';
import { cardTypeCodeForPayment } from '@/lib/domain/surcharges';
import { giftCartFromRequest, giftOrderFields, type GiftLine } from '../gift-cards/gift-order-lines';
import { quoteDelivery, type DeliveryQuote } from './quote-delivery';
import { drivingMinutes } from '@/lib/domain/delivery/estimate';
import { settlePayment, type PaymentOutcome } from './settle-payment';

export interface PlaceOrderInput {
  app: Container;
  store: TStore;
  request: TPlaceOrderRequest;
  idempotencyKey: string;
  /** the signed-in member placing it (the order is theirs: history, reorder), or null for a guest */
  memberId?: string | null;
  /** the customer's language (the new-account mail of a guest who becomes a member) */
  locale?: Locale;
  /** a gift-card order (lib/server/use-cases/place-gift-order.ts): each line's recipient and message, in the request's item order */
  gift?: GiftLine[];
  now?: Date;
}

export const PAY_LATER_STATUS = 18;
const SENT_STATUS = 1;

function invalid(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw new AppError('INVALID_FIELDS', 'placeOrder.invalidFields', {}, errors);
}

async function activeMenu(app: Container, store: TStore, request: TPlaceOrderRequest, now: Date): Promise<TMenu> {
  const menu = selectActiveMenu(await storeMenus(app.menus, store.ID), { now, timeZone: store.TimezoneIanaFormat, menuQuery: request.menu });
  if (!menu) throw new AppError('NOT_FOUND', 'store.menuEmpty');
  return menu;
}

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
function scheduledTimeOf(store: TStore, kind: OrderKind, request: TPlaceOrderRequest, now: Date, errors: FieldErrors, quote: DeliveryQuote | null): number {
  if (kind === 'dineIn') return Math.floor(now.getTime() / 1000);
  if (request.scheduledTime === undefined) {
    errors.scheduledTime = [kind === 'pickup' ? M.pickupTimeRequired : M.deliveryTimeRequired];
    return 0;
  }
  // An address with field errors has no quote, so no drive to count: the order is refused for
  // those errors, and its time is checked when it comes back with a deliverable address.
  if (kind === 'delivery' && !quote) return request.scheduledTime;
  const check = validateChosenTime(store, {
    kind: kind === 'pickup' ? 'pickup' : 'delivery',
    now,
    chosen: new Date(request.scheduledTime * 1000),
    asap: request.asap === true,
    postcode: request.deliveryAddress?.PostalCode?.trim() ?? null,
    deliveryDurationMinutes: quote ? drivingMinutes(quote.DeliveryDuration) : 0,
  });
  if (!check.ok) throw new AppError('INVALID_DELIVERY_TIME', 'placeOrder.invalidDeliveryTime');
  return Math.floor(check.slot.start.getTime() / 1000);
}

/** The coupon the engine prices (the last one given, as in the cart); unknown or expired ones are field errors. */
async function couponOf(app: Container, store: TStore, request: TPlaceOrderRequest, nowSeconds: number, errors: FieldErrors): Promise<TCoupon | null> {
  const code = request.couponCodes.at(-1);
  if (!code) return null;
  const coupon = await app.coupons.findByCode(store.ID, code);
  if (!coupon || coupon.IsDisabled || coupon.StoreID !== store.ID) {
    errors.couponCodes = [{ key: 'coupon.notFound', values: { code: code.toUpperCase() } }];
    return null;
  }
  if ((coupon.StartAt !== undefined && nowSeconds < coupon.StartAt) || (coupon.EndAt !== undefined && nowSeconds > coupon.EndAt)) {
    errors.couponCodes = [{ key: 'coupon.expired', values: { code: coupon.CouponCode } }];
    return null;
  }
  return coupon;
}

function priceChangedDetails(priced: PricedCart, removed: string[]): TPriceChangedDetails {
  return {
    total: fromCents(priced.total),
    subtotal: fromCents(priced.subtotal),
    discount: fromCents(priced.discount),
    delivery: fromCents(priced.delivery),
    surcharge: fromCents(priced.surcharge),
    bankCardSurcharge: fromCents(priced.bankCardSurcharge?.amount ?? 0),
    lines: priced.lines.map((line) => ({
      uniqueId: line.item.uniqueId,
      productId: String(line.item.id),
      name: line.item.name,
      quantity: line.item.quantity,
      total: fromCents(line.final),
    })),
    removed,
  };
}

/** Who pays and how: the checked forms (contact, payment source) and the store's card provider. */
interface Payer {
  forms: CheckoutForms;
  provider: PaymentProvider | null;
}

interface CheckedOrder extends Payer {
  kind: OrderKind;
  priced: PricedCart;
  address: DeliveryAddressValues | null;
  quote: DeliveryQuote | null;
  scheduledTime: number;
  rewardPoints: number;
  /** points the order spends: paying with points, and the points rewards in the cart */
  redeemPoints: number;
  stampsEarned: TStampDelta[];
  /** stamps the cart's stamp-card rewards spend */
  stampsRedeemed: TStampDelta[];
}

/**
 * Every check of part 1 §4 "Place order" and part 2 §5, in the spec's order: the store open and
 * the type available, the cart rebuilt and repriced from the menu, the delivery quote and the
 * slot still valid (its lead counts the quote's drive), the coupon, the minimum per order type,
 * the payment method and every form rule; then the browser's total against the server's, to
 * the cent.
 */
async function checkOrder(app: Container, store: TStore, request: TPlaceOrderRequest, memberId: string | null, idempotencyKey: string, now: Date): Promise<CheckedOrder> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const kind = orderKindOf(request);
  assertOpen(store, kind, now);
  const menu = await activeMenu(app, store, request, now);
  const cart = cartFromRequest(menu, request, nowSeconds);
  const errors: FieldErrors = { ...cart.errors };
  const subtotalCents = cart.items.reduce((sum, item) => sum + lineTotalCents(item), 0);
  const address = kind === 'delivery' ? validateDeliveryAddress(errors, store, request) : null;
  const quote = address
    ? await quoteDelivery({
        store,
        maps: app.maps,
        documents: app.documents,
        address: { Street: address.StreetAddress, Suburb: address.CityTown, State: address.State, Postcode: address.PostalCode },
        orderValue: fromCents(subtotalCents),
      })
    : null;
  const scheduledTime = scheduledTimeOf(store, kind, request, now, errors, quote);
  const coupon = await couponOf(app, store, request, nowSeconds, errors);
  const headOffice = await headOfficeOf(app, store);
  const provider = cardProviderOf(app, store, headOffice);
  // The card as its provider reports it decides the bank surcharge, before any amount is set.
  const storedCard = await chosenStoredCard(app, provider, memberId, request, errors);
  const card = request.payment.method === PAYMENT_METHOD.card && provider ? await (storedCard ? provider.describeCard(storedCard) : reportedCard(provider, request.payment)) : null;
  if (card?.brand === 'other' && provider?.takes === 'paymentMethod') errors['payment.card'] = [M.cardTypeNotAccepted];
  const priced = priceOrder({
    items: cart.items,
    menu,
    store,
    nowSeconds,
    coupon,
    acceptedTriggerIds: request.acceptedTriggerIds,
    deliveryFee: quote?.Fee ?? null,
    paymentMethod: request.payment.method,
    cardFunding: card?.funding ?? null,
  });
  if (coupon && priced.coupon && !priced.coupon.ok) errors.couponCodes = [priced.coupon.message];

  const minimum = minimumOrderMessage(store.OrderTypeConstraintRules, orderTypeCode(kind), priced.subtotal, store.CurrencyLocaleName);
  if (minimum && cart.items.length > 0) throw new AppError('MINIMUM_NOT_MET', minimum.key, minimum.values);

  const methodProblem = paymentMethodProblem(store, kind, request.payment.method, priced.total, provider !== null, {
    member: memberId !== null,
    pointsToDollarRatio: menu.PointsToDollarRatio,
  });
  if (methodProblem) errors['payment.method'] = [methodProblem];
  const forms = validateCheckoutForms(errors, { store, headOffice, request, kind, totalCents: priced.total, now, cardSource: provider?.takes ?? null });
  invalid(errors);

  if (toCents(request.expectedTotal) !== priced.total)
    throw new AppError('PRICE_CHANGED', 'placeOrder.priceChanged', { total: formatCents(priced.total, store.CurrencyLocaleName) }, {}, priceChangedDetails(priced, cart.removed));
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
      reward: Boolean(item.reedemptionRule),
    })),
    menu.StampCards,
    nowSeconds,
  );
  forms.paymentSource = await memberPaymentSource({ app, provider, memberId, request, chosen: storedCard, source: forms.paymentSource, idempotencyKey });
  return { kind, priced, forms, provider, address, quote, scheduledTime, rewardPoints, redeemPoints, stampsEarned, stampsRedeemed: rewards.stamps };
}

/**
 * A gift-card order's checks (part 1 §2 gift checkout, §3 gift orders, part 2 §5): the store in
 * operation (gift cards are not tied to a slot or to opening hours), every line a product of the
 * menu's gift-card category at that category's price, no coupon and no discount rule of any
 * kind, no holiday surcharge; the bank surcharge of the card; the minimum per order type reached
 * by the total; card payment only; the guest's details and card by the checkout's own rules.
 */
async function checkGiftOrder(app: Container, store: TStore, request: TPlaceOrderRequest, now: Date): Promise<CheckedOrder> {
  if (store.IsInOperation === false) throw new AppError('STORE_CLOSED', 'placeOrder.storeClosed');
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const menu = await activeMenu(app, store, request, now);
  const { items, errors } = giftCartFromRequest(menu, request);
  const headOffice = await headOfficeOf(app, store);
  const provider = cardProviderOf(app, store, headOffice);
  if (request.payment.method !== PAYMENT_METHOD.card) errors['payment.method'] = ['giftCards.cardOnly'];
  const card = request.payment.method === PAYMENT_METHOD.card && provider ? await reportedCard(provider, request.payment) : null;
  if (card?.brand === 'other' && provider?.takes === 'paymentMethod') errors['payment.card'] = [M.cardTypeNotAccepted];
  const priced = priceGiftCart({
    items,
    now: nowSeconds,
    bankSurcharges: store.SurchargeBankSettings,
    cardTypeCode: cardTypeCodeForPayment(request.payment.method, card?.funding ?? null),
    currencyLocaleName: store.CurrencyLocaleName,
  });
  // Part 2 §5: "for gift cards the total must reach the minimum".
  const minimum = minimumOrderMessage(store.OrderTypeConstraintRules, orderTypeCode('pickup'), priced.total, store.CurrencyLocaleName);
  if (minimum && items.length > 0) throw new AppError('MINIMUM_NOT_MET', minimum.key, minimum.values);
  if (!provider && request.payment.method === PAYMENT_METHOD.card) errors['payment.method'] = ['giftCards.cardOnly'];
  const forms = validateCheckoutForms(errors, { store, headOffice, request, kind: 'pickup', totalCents: priced.total, now, cardSource: provider?.takes ?? null });
  invalid(errors);
  if (toCents(request.expectedTotal) !== priced.total)
    throw new AppError('PRICE_CHANGED', 'placeOrder.priceChanged', { total: formatCents(priced.total, store.CurrencyLocaleName) }, {}, priceChangedDetails(priced, []));
  return { kind: 'pickup', priced, forms, provider, address: null, quote: null, scheduledTime: nowSeconds, rewardPoints: 0, redeemPoints: 0, stampsEarned: [], stampsRedeemed: [] };
}

function paymentPlan(request: TPlaceOrderRequest, kind: OrderKind, totalCents: number): { initialStatus: number; paymentStatus: TPaymentStatus; payLater: boolean } {
  const payLater = request.payment.method === PAYMENT_METHOD.payLater && kind === 'dineIn' && totalCents > 0;
  if (totalCents === 0 || !isPaidOnline(request.payment.method)) return { initialStatus: payLater ? PAY_LATER_STATUS : SENT_STATUS, paymentStatus: 'notRequired', payLater };
  return { initialStatus: SENT_STATUS, paymentStatus: 'pending', payLater: false };
}

function answerFor(
  record: TIdempotencyRecord,
  outcome: PaymentOutcome | null,
  redirectUrl: string | null,
  failure: TPlaceOrderResult['paymentError'] = undefined,
): TPlaceOrderResult {
  return {
    ...record.answer,
    onlineOrderStatus: outcome?.onlineOrderStatus ?? record.answer.onlineOrderStatus,
    next: outcome?.paymentStatus === 'pending' && redirectUrl ? { type: 'redirect', url: redirectUrl } : { type: 'done' },
    ...(outcome?.paymentStatus === 'failed' && failure ? { paymentError: failure } : {}),
  };
}

/** The payer of a retried request, checked again as the first request was (its body is the same). */
async function payerOfRetry(app: Container, store: TStore, request: TPlaceOrderRequest, totalCents: number, memberId: string | null, idempotencyKey: string): Promise<Payer> {
  const headOffice = await headOfficeOf(app, store);
  const provider = cardProviderOf(app, store, headOffice);
  const forms = validateCheckoutForms({}, { store, headOffice, request, kind: orderKindOf(request), totalCents, now: new Date(), cardSource: provider?.takes ?? null });
  const chosen = await chosenStoredCard(app, provider, memberId, request, {});
  forms.paymentSource = await memberPaymentSource({ app, provider, memberId, request, chosen, source: forms.paymentSource, idempotencyKey });
  return { provider, forms };
}

/** The written order's payment: a card charge, or an Alipay / Wechat payment on the provider's page. */
function startPayment({
  provider,
  forms,
  store,
  record,
  request,
  key,
  order,
}: {
  provider: PaymentProvider;
  forms: CheckoutForms;
  store: TStore;
  record: TIdempotencyRecord;
  request: TPlaceOrderRequest;
  key: string;
  order: TrackingOrderDocument;
}): Promise<Payment> {
  const contact = forms.contact;
  const charge = {
    provider,
    store,
    order: { id: record.orderId, number: record.answer.orderNumber },
    charge: expectedChargeOf(order, store),
    customer: { firstName: contact.FirstName, lastName: contact.LastName, email: contact.Email, phone: contact.Phone },
  };
  const redirect = redirectMethodOf(request.payment.method);
  if (redirect) {
    const returnUrl = paymentReturnPath({ storeSlug: store.Slug, orderId: record.orderId, token: accessTokenOf(record, key) });
    return startRedirectPayment({ ...charge, method: redirect, isMobile: request.payment.isMobile ?? false, returnUrl });
  }
  if (!forms.paymentSource) throw new AppError('PAYMENT_FAILED', 'placeOrder.paymentFailed');
  return chargeOrder({ ...charge, source: forms.paymentSource, returnUrl: withAccessToken(record.answer, accessTokenOf(record, key)).statusUrl });
}

/**
 * The charge of a written order and the final answer, in that order. Run by the request that
 * wrote the order (`placed`: the tracking order it has just written) and by any retry with the
 * same key (which reads the order): the gateway's key makes it one payment, and the record turns
 * 'complete' in the transaction that settles the payment's outcome on the order.
 */
async function finishOrder(
  app: Container,
  store: TStore,
  record: TIdempotencyRecord,
  recordId: string,
  request: TPlaceOrderRequest,
  key: string,
  payer: Payer | null,
  memberId: string | null,
  placed: TrackingOrderDocument | null = null,
): Promise<TPlaceOrderResult> {
  const token = accessTokenOf(record, key);
  if (record.state === 'complete') return withAccessToken(record.answer, token);
  const tracking = placed ?? (await app.documents.get<TrackingOrderDocument>(COLLECTIONS.trackingOrders, record.orderId));
  if (!tracking) throw new AppError('CONFLICT', 'errors.unexpected');
  const complete = (tx: Transaction, final: TPlaceOrderResult) =>
    tx.set<TIdempotencyRecord>(COLLECTIONS.idempotencyKeys, recordId, { ...record, state: 'complete', answer: storedAnswer(final) });
  if (tracking.PaymentStatus === 'pending') {
    const totalCents = toCents(record.answer.total);
    const { forms, provider } = payer ?? (await payerOfRetry(app, store, request, totalCents, memberId, key));
    if (!provider) throw new AppError('PAYMENT_FAILED', 'placeOrder.paymentFailed');
    const payment = await startPayment({ provider, forms, store, record, request, key, order: tracking });
    const failure = payment.failureCode ? { code: payment.failureCode, message: payment.failureMessage } : undefined;
    let final: TPlaceOrderResult | null = null;
    const { outcome } = await settlePayment({
      app,
      payment,
      alsoWrite: (tx, result) => {
        final = answerFor(record, result, payment.redirectUrl, failure);
        complete(tx, final);
      },
    });
    return withAccessToken(final ?? answerFor(record, outcome, payment.redirectUrl, failure), token);
  }
  const final = answerFor(record, { onlineOrderStatus: tracking.OnlineOrderStatus, paymentStatus: tracking.PaymentStatus }, null);
  await app.documents.runTransaction(async (tx) => complete(tx, final));
  return withAccessToken(final, token);
}

/**
 * POST /api/stores/{storeId}/orders (DESIGN "Orders and payments, step by step"). The browser's
 * prices are never read: the order is rebuilt from ids and repriced, every rule checked, and a
 * total that differs from the server's answers 409 with the server's prices. Then, in ONE
 * transaction: the idempotency record (hash of the key, hash of the canonical body, the answer),
 * the store's next order number, the history order and the tracking order. Only then the
 * charge, with the order's key. The same key and body give the same answer and one order and
 * one charge, however many times and however concurrently they are sent; the same key with
 * another body is refused (422 IDEMPOTENCY_KEY_REUSED).
 */
export async function placeOrder({
  app,
  store,
  request,
  idempotencyKey,
  memberId: signedInId = null,
  locale = 'en',
  gift,
  now = new Date(),
}: PlaceOrderInput): Promise<TPlaceOrderResult> {
  const recordId = idempotencyRecordId(idempotencyKey);
  // A gift order's recipients and messages are part of what the key stands for.
  const bodyHash = sha256(canonicalJson({ storeId: store.ID, request, ...(gift ? { gift } : {}) }));
  const known = await app.documents.get<TIdempotencyRecord>(COLLECTIONS.idempotencyKeys, recordId);
  if (known) {
    if (known.bodyHash !== bodyHash) throw new AppError('IDEMPOTENCY_KEY_REUSED', 'placeOrder.idempotencyKeyReused');
    return finishOrder(app, store, known, recordId, request, idempotencyKey, null, signedInId);
  }

  const checked = gift ? await checkGiftOrder(app, store, request, now) : await checkOrder(app, store, request, signedInId, idempotencyKey, now);
  // Become member: the order is the new member's (lib/server/orders/guest-account.ts).
  const guestAccount = await accountForGuestOrder({ app, store, request, contact: checked.forms.contact, idempotencyKey, memberId: signedInId, locale, now });
  const memberId = guestAccount?.status === 'created' ? guestAccount.userId : signedInId;
  const orderId = randomUUID();
  const guestUserIdentifier = randomUUID();
  const token = statusToken(orderId);
  const plan = paymentPlan(request, checked.kind, checked.priced.total);
  const createdOn = Math.floor(now.getTime() / 1000);
  const messageLinkSeal = await sealStatusLinkToken(token);

  const { record, tracking } = await app.documents.runTransaction(async (tx): Promise<{ record: TIdempotencyRecord; tracking: TrackingOrderDocument | null }> => {
    // Read together: each await inside a transaction lets other requests run while it holds the write lock.
    const [existing, number, member] = await Promise.all([
      tx.get<TIdempotencyRecord>(COLLECTIONS.idempotencyKeys, recordId),
      reserveOrderNumber(tx, store.ID),
      (checked.redeemPoints > 0 || checked.stampsRedeemed.length > 0) && memberId ? tx.get<TUser>(COLLECTIONS.users, memberId) : null,
    ]);
    // A concurrent request with the same key won the race: its order is the order.
    if (existing) return { record: existing, tracking: null };
    // Points and stamps are taken with the order or not at all: the balance read here is the one written.
    const short = loyaltyShortfall(member, checked, store.ID, request.payment.method === PAYMENT_METHOD.points);
    if (short) throw new AppError('INVALID_FIELDS', 'placeOrder.invalidFields', {}, short);
    const { history, tracking } = buildOrderDocuments({
      cart: checked.priced,
      kind: checked.kind,
      payLater: plan.payLater,
      paymentMethod: request.payment.method,
      store: { ID: store.ID, Name: store.Name, Slug: store.Slug, CurrencyLocaleName: store.CurrencyLocaleName },
      orderId,
      orderNumber: number.orderNumber,
      createdOn,
      scheduledTime: checked.scheduledTime,
      forms: checked.forms,
      deliveryAddress: checked.address,
      deliveryDuration: checked.quote?.DeliveryDuration ?? null,
      guestUserIdentifier,
      memberId,
      paymentCardIdentifier: paymentCardIdentifierOf(checked.forms.paymentSource),
      agreeToReceivePromotionalOffers: request.agreeToReceivePromotionalOffers ?? false,
      rewardPoints: checked.rewardPoints,
      redeemPoints: checked.redeemPoints,
      stampsEarned: checked.stampsEarned,
      stampsRedeemed: checked.stampsRedeemed,
      initialStatus: plan.initialStatus,
      paymentStatus: plan.paymentStatus,
      accessTokenHash: hashAccessToken(token),
      locale,
    });
    // An order with nothing to pay online is confirmed as it is placed (a card order once paid: settle-payment.ts).
    const messagesSent = dueMessagesOf(tracking, store.ViewComponentConfigs?.DineInSMSconfirmation === true);
    const created: TIdempotencyRecord = {
      bodyHash,
      storeId: store.ID,
      orderId,
      // Nothing to charge: the answer is final now, and one transaction does it all.
      state: plan.paymentStatus === 'pending' ? 'placed' : 'complete',
      answer: {
        orderId,
        orderNumber: number.orderNumber,
        onlineOrderStatus: plan.initialStatus,
        total: fromCents(checked.priced.total),
        statusUrl: orderStatusPath({ storeSlug: store.Slug, orderId, userId: memberId ?? guestUserIdentifier }),
        next: { type: 'done' },
        ...guestAccountAnswer(guestAccount),
      },
      createdAt: createdOn,
      tokenScheme: 'server',
    };
    number.commit();
    if (member) spendLoyalty(tx, member, { points: checked.redeemPoints, stamps: checked.stampsRedeemed, store, orderId, orderNumber: number.orderNumber, createdOn });
    const giftFields = gift ? giftOrderFields(checked.priced, gift) : {};
    tx.set(COLLECTIONS.historyOrders, orderId, {
      ...history,
      ...guestAccountOrderFields(guestAccount),
      ...giftFields,
      MessagesSent: messagesSent,
      MessageLinkSeal: messageLinkSeal,
    });
    tx.set(COLLECTIONS.trackingOrders, orderId, { ...tracking, ...guestAccountOrderFields(guestAccount), ...giftFields, MessagesSent: messagesSent });
    tx.set<TIdempotencyRecord>(COLLECTIONS.idempotencyKeys, recordId, created);
    return { record: created, tracking: { ...tracking, MessagesSent: messagesSent } };
  });
  if (record.bodyHash !== bodyHash) throw new AppError('IDEMPOTENCY_KEY_REUSED', 'placeOrder.idempotencyKeyReused');
  // Only the request that wrote the order sends what it claimed; a replay finds the order written.
  if (tracking) await sendOrderMessages(app, orderId, tracking.MessagesSent);
  return finishOrder(app, store, record, recordId, request, idempotencyKey, tracking ? checked : null, memberId, tracking);
}
