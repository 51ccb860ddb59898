import 'server-only';
import { toCents } from '@/lib/domain/money/cents';
import { currencyCode } from '@/lib/domain/money/format';
import type { TStore } from '@/lib/schemas/entities';
import { orderTotalCents } from '@/lib/domain/order/order-totals';
import type { RedirectMethod } from '@/lib/domain/order/codes';
import type { ExpectedCharge } from '@/lib/domain/order-status/payment-settlement';
import type { Payment, PaymentCustomer, PaymentProvider, PaymentSource } from '../ports/payment-gateway';
import type { TrackingOrderDocument } from '../orders/order-documents';

/**
 * The key of an order's charge: one order, one payment per attempt, whoever asks and however
 * often. The first attempt keeps the key orders were always charged with.
 */
export function paymentKeyOf(orderId: string, attempt = 1): string {
  return attempt === 1 ? `order:${orderId}` : `order:${orderId}:attempt-${attempt}`;
}

export function currencyOf(store: Pick<TStore, 'CurrencyLocaleName'>): string {
  return currencyCode(store.CurrencyLocaleName);
}

/** The spec's 3-D Secure rule: a card payment above the store's 3DSecureMinimumSpend is challenged. */
export function requiresThreeDSecure(store: Pick<TStore, '3DSecureMinimumSpend'>, totalCents: number): boolean {
  const minimum = store['3DSecureMinimumSpend'];
  return minimum !== undefined && totalCents > toCents(minimum);
}

/**
 * Where Alipay and Wechat send the customer back: the checkout, which asks the server how the
 * payment went (the order and its status link's token; the provider's own words are not trusted).
 */
export function paymentReturnPath({ storeSlug, orderId, token }: { storeSlug: string; orderId: string; token: string }): string {
  return `/store/${encodeURIComponent(storeSlug)}/checkout?paymentReturn=${encodeURIComponent(orderId)}&t=${encodeURIComponent(token)}`;
}

interface ChargeInput {
  provider: PaymentProvider;
  store: TStore;
  order: { id: string; number: string };
  /** what the order recorded it is charged (lib/server/orders/order-charge.ts): the spec's createpayment Amount in cents, and the currency */
  charge: ExpectedCharge;
  customer: PaymentCustomer;
  returnUrl: string;
  attempt?: number;
}

/** Starts an order's Alipay or Wechat payment (the spec's supaypaymentstart) with the order's key, after the order is written. */
export function startRedirectPayment({
  provider,
  store,
  order,
  charge,
  customer,
  returnUrl,
  attempt = 1,
  method,
  isMobile,
}: ChargeInput & { method: RedirectMethod; isMobile: boolean }): Promise<Payment> {
  return provider.createRedirectPayment({
    idempotencyKey: paymentKeyOf(order.id, attempt),
    amountCents: charge.amountCents,
    currency: charge.currency,
    orderId: order.id,
    storeId: store.ID,
    method,
    customer,
    description: `Order ${order.number} · ${store.Name}`,
    returnUrl,
    isMobile,
  });
}

/** Charges an order with the store's card provider and the order's key, after the order is written. */
export function chargeOrder({ provider, store, order, charge, source, customer, returnUrl, attempt = 1 }: ChargeInput & { source: PaymentSource }): Promise<Payment> {
  return provider.createCardPayment({
    idempotencyKey: paymentKeyOf(order.id, attempt),
    amountCents: charge.amountCents,
    currency: charge.currency,
    orderId: order.id,
    storeId: store.ID,
    source,
    customer,
    description: `Order ${order.number} · ${store.Name}`,
    requestThreeDSecure: requiresThreeDSecure(store, charge.amountCents),
    returnUrl,
  });
}

type ChargedOrder = Pick<TrackingOrderDocument, 'TotalExcludingTax' | 'TotalTax' | 'ChargeAmountCents' | 'ChargeCurrency'>;

/** Whether the order recorded its charge when it was written (orders written before it did not). */
export function hasRecordedCharge(order: ChargedOrder): order is ChargedOrder & { ChargeAmountCents: number; ChargeCurrency: string } {
  return typeof order.ChargeAmountCents === 'number' && typeof order.ChargeCurrency === 'string';
}

/**
 * What an order's payment must be: the order's own record, kept when it was written
 * (order-documents.ts); for an order written before it kept one, its totals (the spec's
 * createpayment Amount, total excluding tax plus tax) in its store's currency, as it was charged.
 */
export function expectedChargeOf(order: ChargedOrder, store: Pick<TStore, 'CurrencyLocaleName'> | null): ExpectedCharge {
  if (hasRecordedCharge(order)) return { amountCents: order.ChargeAmountCents, currency: order.ChargeCurrency };
  return { amountCents: orderTotalCents(order), currency: currencyOf(store ?? {}) };
}
