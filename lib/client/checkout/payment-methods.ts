/**
 * The payment radios a store offers for an order type (part 2 §6): card always, cash on pickup
 * with EnableCashOnPickup, pay later at the table with EatInPayLater (PayLaterOnly hides the
 * others), and the room bill for deliver-to-room with ChargeToRoomRadio (sent as pay later);
 * Apple pay, Google pay, Alipay and Wechat wherever cards are taken, each with its store flag;
 * loyalty points for a signed-in member where the menu gives points a value (not where pay later
 * is the only way).
 */
import { PAYMENT_METHOD, type PaymentMethod } from '@/lib/domain/order/codes';
import type { TCheckoutPayments } from '@/lib/views/checkout';
import type { OrderTypeKind } from './checkout-form';

export function paymentMethodsFor(kind: OrderTypeKind | null, payments: TCheckoutPayments, member = false): PaymentMethod[] {
  const methods = baseMethodsFor(kind, payments);
  if (!methods.includes(PAYMENT_METHOD.card)) return methods;
  const points: PaymentMethod[] = member && payments.pointsToDollarRatio !== null ? [PAYMENT_METHOD.points] : [];
  // No provider takes this store's payments (no Stripe and no sandbox, or the store without StripeActivated): no card, wallet, Alipay or Wechat.
  if (!payments.cardForm) return [...methods.filter((method) => method !== PAYMENT_METHOD.card), ...points];
  const online: [boolean, PaymentMethod][] = [
    [payments.applePay, PAYMENT_METHOD.applePay],
    [payments.googlePay, PAYMENT_METHOD.googlePay],
    [payments.alipay, PAYMENT_METHOD.alipay],
    [payments.wechat, PAYMENT_METHOD.wechat],
  ];
  return [...methods, ...points, ...online.filter(([offered]) => offered).map(([, method]) => method)];
}

/** The way left to pay where the card is missing: the notice the checkout shows in its place. */
export type TCardsMissing = 'cash' | 'payLater' | 'chargeToRoom' | 'points' | 'none';

/**
 * Why the card is not offered where the store would take it for this order type (no provider
 * takes its card payments: production without Stripe or the sandbox), named by the way left to
 * pay; null when cards are offered, or the order type never takes them (PayLaterOnly tables).
 */
export function cardsMissing(kind: OrderTypeKind | null, payments: TCheckoutPayments, offered: readonly PaymentMethod[]): TCardsMissing | null {
  if (payments.cardForm || !baseMethodsFor(kind, payments).includes(PAYMENT_METHOD.card)) return null;
  if (offered.includes(PAYMENT_METHOD.cash)) return 'cash';
  if (offered.includes(PAYMENT_METHOD.payLater)) return kind === 'room' ? 'chargeToRoom' : 'payLater';
  return offered.includes(PAYMENT_METHOD.points) ? 'points' : 'none';
}

function baseMethodsFor(kind: OrderTypeKind | null, payments: TCheckoutPayments): PaymentMethod[] {
  switch (kind) {
    case 'pickup':
      return payments.cashOnPickup ? [PAYMENT_METHOD.card, PAYMENT_METHOD.cash] : [PAYMENT_METHOD.card];
    case 'dineIn':
      if (payments.payLaterOnly) return [PAYMENT_METHOD.payLater];
      return payments.payLaterDineIn ? [PAYMENT_METHOD.card, PAYMENT_METHOD.payLater] : [PAYMENT_METHOD.card];
    case 'room':
      return payments.chargeToRoom ? [PAYMENT_METHOD.card, PAYMENT_METHOD.payLater] : [PAYMENT_METHOD.card];
    case 'delivery':
      return [PAYMENT_METHOD.card];
    default:
      return [];
  }
}

/** The method kept when the order type changes: the current one if still offered, else the first. */
export function keepPaymentMethod(current: PaymentMethod | null, offered: readonly PaymentMethod[]): PaymentMethod | null {
  return current !== null && offered.includes(current) ? current : (offered[0] ?? null);
}
