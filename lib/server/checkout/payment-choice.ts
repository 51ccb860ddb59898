import 'server-only';
import type { FieldMessage } from '@/lib/domain/errors/app-error';
import { PAYMENT_METHOD, type OrderKind, type PaymentMethod } from '@/lib/domain/order';
import { isLoyaltyShown } from '@/lib/domain/loyalty/points';
import type { TStore } from '@/lib/schemas/entities';

const UNAVAILABLE: FieldMessage = 'placeOrder.paymentMethodUnavailable';

/**
 * Whether the store takes this payment method for this order type (part 2 §6): card when a
 * card provider takes the store's payments (`hasCardProvider`), except dine in with PayLaterOnly; cash only for pickup with EnableCashOnPickup; pay later only
 * for dine in with EatInPayLater or PayLaterOnly, and for deliver-to-room with ChargeToRoomRadio
 * (charged to the room's bill); Alipay and Wechat with EnableAlipayPayment / EnableWechatPayment
 * through the same provider as cards (not for a PayLaterOnly table), and so are Apple pay and Google
 * pay with ApplePayEnabled / EnableApplePayment and GooglePayEnabled / EnableGooglePayment (either
 * spelling). Points only for a signed-in member at a store whose menu gives points a value
 * (PointsToDollarRatio above 0; whether the balance covers the total is checked in the order's
 * transaction). A zero total needs no payment.
 */
export function paymentMethodProblem(
  store: TStore,
  kind: OrderKind,
  method: PaymentMethod,
  totalCents: number,
  hasCardProvider = true,
  loyalty: { member: boolean; pointsToDollarRatio: number | null | undefined } = { member: false, pointsToDollarRatio: 0 },
): FieldMessage | null {
  if (totalCents === 0) return null;
  const view = store.ViewComponentConfigs ?? {};
  const payLaterDineIn = kind === 'dineIn' && (view.EatInPayLater === true || view.PayLaterOnly === true);
  switch (method) {
    case PAYMENT_METHOD.card:
      return !hasCardProvider || (kind === 'dineIn' && view.PayLaterOnly === true) ? UNAVAILABLE : null;
    case PAYMENT_METHOD.cash:
      return kind === 'pickup' && view.EnableCashOnPickup === true ? null : UNAVAILABLE;
    case PAYMENT_METHOD.alipay:
      return hasCardProvider && view.EnableAlipayPayment === true && !(kind === 'dineIn' && view.PayLaterOnly === true) ? null : UNAVAILABLE;
    case PAYMENT_METHOD.wechat:
      return hasCardProvider && view.EnableWechatPayment === true && !(kind === 'dineIn' && view.PayLaterOnly === true) ? null : UNAVAILABLE;
    case PAYMENT_METHOD.applePay:
      return hasCardProvider && (view.ApplePayEnabled === true || view.EnableApplePayment === true) && !(kind === 'dineIn' && view.PayLaterOnly === true) ? null : UNAVAILABLE;
    case PAYMENT_METHOD.googlePay:
      return hasCardProvider && (view.GooglePayEnabled === true || view.EnableGooglePayment === true) && !(kind === 'dineIn' && view.PayLaterOnly === true) ? null : UNAVAILABLE;
    case PAYMENT_METHOD.points:
      if (!loyalty.member) return 'placeOrder.pointsNeedSignIn';
      return isLoyaltyShown(loyalty.pointsToDollarRatio) ? null : UNAVAILABLE;
    case PAYMENT_METHOD.payLater:
      return payLaterDineIn || (kind === 'room' && view.ChargeToRoomRadio === true) ? null : UNAVAILABLE;
    default:
      return UNAVAILABLE;
  }
}
