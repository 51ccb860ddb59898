import 'server-only';
import Stripe from 'stripe';
import { WebhookSignatureError } from '../../ports/payment-gateway';

/** A signed notification older than this (or from the future by as much) is refused: a replay. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The parts of a signed event every adapter reads. */
export interface SignedEvent {
  id: string;
  type: string;
  data: { object: unknown };
}

/**
 * Checks a `Stripe-Signature` header (`t=<seconds>,v1=<HMAC-SHA256 of "t.body">`) on the raw body
 * with stripe-node's own verifier, and reads the event. Stripe's webhooks and the sandbox's use
 * the same scheme, so both pass through this one check. stripe-node refuses a timestamp more
 * than the tolerance in the past; one as far in the future is refused here too. Refusals say
 * why, never the secret.
 */
export async function verifySignedEvent(rawBody: string, signature: string | null, secret: string, nowSeconds = Math.floor(Date.now() / 1000)): Promise<SignedEvent> {
  if (!signature) throw new WebhookSignatureError('no Stripe-Signature header');
  const timestamp = Number(/(?:^|,)t=(\d+)/.exec(signature)?.[1]);
  if (timestamp > nowSeconds + WEBHOOK_TOLERANCE_SECONDS) throw new WebhookSignatureError('timestamp in the future');
  try {
    return (await Stripe.webhooks.constructEventAsync(rawBody, signature, secret, WEBHOOK_TOLERANCE_SECONDS)) as SignedEvent;
  } catch (error) {
    throw new WebhookSignatureError(error instanceof Stripe.errors.StripeSignatureVerificationError ? error.message.split('\n')[0] : 'unreadable body');
  }
}

/** The header a provider sends with `payload` (the sandbox signs its own webhooks with it). */
export function signEvent(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}
