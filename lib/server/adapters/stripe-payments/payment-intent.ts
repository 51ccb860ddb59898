import 'server-only';
import type Stripe from 'stripe';
import type { CardBrand, Payment, PaymentState } from '../../ports/payment-gateway';

/** Marks the PaymentIntents this storefront made: a shared Stripe account's other payments are left alone. */
export const METADATA_SOURCE = 'storefront';

/** What every call reads back with a PaymentIntent: the card's brand and last 4, and refunds. */
export const PAYMENT_INTENT_EXPAND = ['payment_method', 'latest_charge'];

const BRANDS: Readonly<Record<string, CardBrand>> = { visa: 'visa', mastercard: 'mastercard', amex: 'amex' };

/** Stripe's card brand as ours; null for a brand the spec does not take. */
export function cardBrandOf(brand: string | null | undefined): CardBrand | null {
  return BRANDS[brand ?? ''] ?? null;
}

/**
 * Stripe's code for a failure: the issuer's decline code when it says more than 'generic_decline'
 * ('insufficient_funds', 'lost_card', ...), else the error code ('card_declined',
 * 'payment_intent_authentication_failure', ...), as the sandbox names its own.
 */
export function failureCodeOf(error: { code?: string | null; decline_code?: string | null } | null | undefined): string {
  if (error?.decline_code && error.decline_code !== 'generic_decline') return error.decline_code;
  return error?.code ?? 'card_declined';
}

function stateOf(intent: Stripe.PaymentIntent, charge: Stripe.Charge | null): PaymentState {
  switch (intent.status) {
    case 'succeeded':
      return charge?.refunded ? 'refunded' : 'succeeded';
    case 'requires_action':
      return 'requires_action';
    case 'requires_payment_method':
    case 'canceled':
      return 'failed';
    default:
      // processing, requires_confirmation, requires_capture: accepted, not yet money.
      return 'processing';
  }
}

/** Where the customer goes to finish paying: 3-D Secure, Alipay's page, or Wechat Pay's QR code page. */
function nextPageOf(intent: Stripe.PaymentIntent): { url: string | null; returnUrl: string | null } {
  const next = intent.status === 'requires_action' ? intent.next_action : null;
  if (next?.redirect_to_url) return { url: next.redirect_to_url.url, returnUrl: next.redirect_to_url.return_url };
  if (next?.alipay_handle_redirect) return { url: next.alipay_handle_redirect.url, returnUrl: next.alipay_handle_redirect.return_url };
  if (next?.wechat_pay_display_qr_code) return { url: next.wechat_pay_display_qr_code.hosted_instructions_url, returnUrl: null };
  return { url: null, returnUrl: null };
}

function methodOf(intent: Stripe.PaymentIntent): Payment['method'] {
  const type = (typeof intent.payment_method === 'object' && intent.payment_method?.type) || intent.payment_method_types?.[0];
  return type === 'alipay' ? 'alipay' : type === 'wechat_pay' ? 'wechat' : 'card';
}

/** Whether a PaymentIntent is one of ours: made by this storefront for an order. */
export function isStorefrontIntent(intent: Pick<Stripe.PaymentIntent, 'metadata'>): boolean {
  return intent.metadata?.source === METADATA_SOURCE && Boolean(intent.metadata.order_id);
}

/**
 * A PaymentIntent as the port's Payment. The card comes from the expanded PaymentMethod (or the
 * one a card error carries), refunds from the expanded latest charge; an event's unexpanded
 * intent has neither, which settling does not need.
 */
export function toPayment(intent: Stripe.PaymentIntent, paymentMethod: Stripe.PaymentMethod | null = null): Payment {
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  const method = typeof intent.payment_method === 'object' && intent.payment_method ? intent.payment_method : paymentMethod;
  const card = method?.card ?? charge?.payment_method_details?.card ?? null;
  const state = stateOf(intent, charge);
  const canceled = intent.status === 'canceled';
  const failed = state === 'failed';
  const next = nextPageOf(intent);
  return {
    id: intent.id,
    state,
    amountCents: intent.amount,
    currency: intent.currency,
    orderId: intent.metadata?.order_id ?? '',
    storeId: intent.metadata?.store_id ?? '',
    idempotencyKey: intent.metadata?.idempotency_key ?? '',
    method: methodOf(intent),
    card: { brand: cardBrandOf(card?.brand), last4: card?.last4 ?? '' },
    redirectUrl: next.url,
    returnUrl: next.returnUrl,
    failureCode: failed ? (canceled ? 'canceled' : failureCodeOf(intent.last_payment_error)) : null,
    failureMessage: failed && !canceled ? (intent.last_payment_error?.message ?? null) : null,
    refundedCents: charge?.amount_refunded ?? 0,
    createdAt: intent.created,
    updatedAt: Math.max(intent.created, charge?.created ?? 0, intent.canceled_at ?? 0),
  };
}
