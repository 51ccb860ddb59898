import 'server-only';
import { AppError } from '@/lib/domain/errors/app-error';
import { priceGiftCart } from '@/lib/domain/gift-cards/gift-products';
import { minimumOrderMessage, orderTypeCode, PAYMENT_METHOD } from '@/lib/domain/order';
import { cardTypeCodeForPayment } from '@/lib/domain/surcharges';
import { M } from '@/lib/schemas/forms';
import type { TPlaceOrderRequest } from '@/lib/schemas/api/orders';
import type { TStore } from '@/lib/schemas/entities';
import type { Container } from '../container';
import type { FieldErrors } from './cart-from-request';
import { giftCartFromRequest } from '../gift-cards/gift-order-lines';
import { validateCheckoutForms } from './checkout-forms';
import { cardProviderOf, headOfficeOf, reportedCard } from '../payments/store-card-provider';
import { activeMenu, fieldErrorsOf, refuseChangedPrice, refuseInvalid, type CheckedOrder } from './order-checks';

/**
 * A gift-card order's checks (part 1 §2 gift checkout, §3 gift orders, part 2 §5): the store in
 * operation (gift cards are not tied to a slot or to opening hours), every line a product of the
 * menu's gift-card category at that category's price, no coupon and no discount rule of any
 * kind, no holiday surcharge; the bank surcharge of the card; the minimum per order type reached
 * by the total; card payment only; the guest's details and card by the checkout's own rules.
 */
export async function checkGiftOrder({
  app,
  store,
  request,
  now,
}: {
  app: Pick<Container, 'menus' | 'headOffices' | 'cardPaymentsFor'>;
  store: TStore;
  request: TPlaceOrderRequest;
  now: Date;
}): Promise<CheckedOrder> {
  if (store.IsInOperation === false) throw new AppError('STORE_CLOSED', 'placeOrder.storeClosed');
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const menu = await activeMenu(app, store, request, now);
  const { items, errors: lineErrors } = giftCartFromRequest(menu, request);
  const headOffice = await headOfficeOf(app, store);
  const provider = cardProviderOf(app, store, headOffice);
  const cardOnly: FieldErrors = request.payment.method !== PAYMENT_METHOD.card ? { 'payment.method': ['giftCards.cardOnly'] } : {};
  const card = request.payment.method === PAYMENT_METHOD.card && provider ? await reportedCard(provider, request.payment) : null;
  const cardRefused: FieldErrors = card?.brand === 'other' && provider?.takes === 'paymentMethod' ? { 'payment.card': [M.cardTypeNotAccepted] } : {};
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
  const noProvider: FieldErrors = !provider && request.payment.method === PAYMENT_METHOD.card ? { 'payment.method': ['giftCards.cardOnly'] } : {};
  const { forms, errors: formErrors } = validateCheckoutForms({ store, headOffice, request, kind: 'pickup', totalCents: priced.total, now, cardSource: provider?.takes ?? null });
  refuseInvalid(fieldErrorsOf(lineErrors, cardOnly, cardRefused, noProvider, formErrors));
  refuseChangedPrice(request, priced, store, []);
  return { kind: 'pickup', priced, forms, provider, address: null, quote: null, scheduledTime: nowSeconds, rewardPoints: 0, redeemPoints: 0, stampsEarned: [], stampsRedeemed: [] };
}
