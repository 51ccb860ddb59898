import 'server-only';
import Stripe from 'stripe';
import { AppError } from '@/lib/domain/errors/app-error';
import { IdempotencyConflictError } from '../../ports/payment-gateway';
import { logger } from '../../logger';

const log = logger.child({ component: 'stripe' });

/**
 * One line for the server log: the kind of failure and Stripe's request id (to find it in the
 * dashboard), never the message (an authentication error's names part of the key) nor the body.
 */
export function logStripeError(operation: string, error: unknown): void {
  if (error instanceof Stripe.errors.StripeError) {
    log.error({ operation, type: error.type, code: error.code, statusCode: error.statusCode, stripeRequestId: error.requestId }, 'a Stripe call failed');
  } else {
    log.error({ operation, errorName: error instanceof Error ? error.name : 'unknown error' }, 'a Stripe call failed');
  }
}

/** A resource Stripe does not have (an unknown PaymentIntent id). */
export function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && (error.statusCode === 404 || error.code === 'resource_missing');
}

/**
 * Stripe's failures as the port's: a key used with other parameters is IdempotencyConflictError;
 * a card refused before any PaymentIntent exists answers 402 with Stripe's message for the
 * customer; anything that retrying may cure (rate limit, Stripe's own errors, the network, a
 * request still running under the same key) and our own misconfiguration (keys, permissions)
 * answer 503 "Could not create a payment please try again" — the order stays pending and the same
 * Idempotency-Key retries it; a request Stripe refuses (an unknown or used PaymentMethod, an
 * amount below its minimum) answers 402 with the same text. Card declines with a PaymentIntent are
 * not errors: they are failed payments (see createCardPayment).
 */
export function toPaymentError(operation: string, error: unknown, idempotencyKey?: string): Error {
  if (error instanceof Stripe.errors.StripeIdempotencyError && idempotencyKey) return new IdempotencyConflictError(idempotencyKey);
  logStripeError(operation, error);
  if (error instanceof Stripe.errors.StripeCardError && error.message) return new AppError('PAYMENT_FAILED', 'payments.providerMessage', { message: error.message });
  if (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeCardError) return new AppError('PAYMENT_FAILED', 'placeOrder.paymentFailed');
  return new AppError('UPSTREAM_UNAVAILABLE', 'placeOrder.paymentFailed');
}
