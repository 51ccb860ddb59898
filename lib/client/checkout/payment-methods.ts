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
  // No provider takes this store's payments (production with Stripe, the store without StripeActivated): no card, Alipay or Wechat.
  if (!payments.cardForm) return [...methods.filter((method) => method !== PAYMENT_METHOD.card), ...points];
  const online: [boolean, PaymentMethod][] = [
    [payments.applePay, PAYMENT_METHOD.applePay],
    [payments.googlePay, PAYMENT_METHOD.googlePay],
    [payments.alipay, PAYMENT_METHOD.alipay],
    [payments.wechat, PAYMENT_METHOD.wechat],
  ];
  return [...methods, ...points, ...online.filter(([offered]) => offered).map(([, method]) => method)];
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
