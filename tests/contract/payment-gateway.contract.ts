import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';

import { IdempotencyConflictError, type CreateCardPaymentInput, type Payment, type PaymentGateway } from '@/lib/server/ports/payment-gateway';

export interface PaymentGatewaySubject {
  gateway: PaymentGateway;
  /** How the customer passes or fails the provider's 3-D Secure challenge (adapter-specific). */
  answerChallenge(payment: Payment, outcome: 'complete' | 'fail'): Promise<void>;
}

const CARDS = { success: '4242424242424242', declined: '4000000000000002', challenge: '4000002760003184' };

function request(number: string, overrides: Partial<CreateCardPaymentInput> = {}): CreateCardPaymentInput {
  const orderId = randomUUID();
  return {
    idempotencyKey: `order-${orderId}`,
    amountCents: 2350,
    currency: 'aud',
    orderId,
    storeId: '1001',
    card: { number, holder: 'Ada Lovelace', expiryMonth: 12, expiryYear: 2040, cvc: '123' },
    requestThreeDSecure: false,
    returnUrl: `/store/demo/completeorder/${orderId}/guest`,
    ...overrides,
  };
}

/**
 * What every PaymentGateway adapter must do (the sandbox today, Stripe with the payments issue):
 * amounts in cents, the test cards' outcomes, 3-D Secure with a redirect, one payment per
 * idempotency key however often and however concurrently it is sent, full refunds, and no card
 * number kept anywhere but the last 4 digits.
 */
export function describePaymentGatewayContract(name: string, subject: () => PaymentGatewaySubject): void {
  describe(`PaymentGateway contract: ${name}`, () => {
    it('charges the success card and keeps only its brand and last 4 digits', async () => {
      const { gateway } = subject();
      const payment = await gateway.createCardPayment(request(CARDS.success));
      expect(payment).toMatchObject({ state: 'succeeded', amountCents: 2350, currency: 'aud', card: { brand: 'visa', last4: '4242' }, redirectUrl: null, failureCode: null });
      const stored = await gateway.retrieve(payment.id);
      expect(stored).toEqual(payment);
      expect(JSON.stringify(stored)).not.toContain(CARDS.success);
    });

    it('declines the declined card', async () => {
      const payment = await subject().gateway.createCardPayment(request(CARDS.declined));
      expect(payment).toMatchObject({ state: 'failed', failureCode: 'card_declined' });
    });

    it('asks for 3-D Secure with a redirect URL, then succeeds or fails with the challenge', async () => {
      const { gateway, answerChallenge } = subject();
      const passed = await gateway.createCardPayment(request(CARDS.challenge));
      expect(passed.state).toBe('requires_action');
      expect(passed.redirectUrl).toEqual(expect.any(String));
      await answerChallenge(passed, 'complete');
      expect((await gateway.retrieve(passed.id))?.state).toBe('succeeded');

      const failed = await gateway.createCardPayment(request(CARDS.challenge));
      await answerChallenge(failed, 'fail');
      expect((await gateway.retrieve(failed.id))?.state).toBe('failed');
    });

    it('challenges the success card when 3-D Secure is requested', async () => {
      const payment = await subject().gateway.createCardPayment(request(CARDS.success, { requestThreeDSecure: true }));
      expect(payment.state).toBe('requires_action');
    });

    it('makes one payment for one key, however many concurrent calls', async () => {
      const { gateway } = subject();
      const input = request(CARDS.success);
      const payments = await Promise.all(Array.from({ length: 20 }, () => gateway.createCardPayment(input)));
      expect(new Set(payments.map((p) => p.id)).size).toBe(1);
      expect((await gateway.findByOrder(input.orderId))?.id).toBe(payments[0].id);
    });

    it('refuses a used key for another amount', async () => {
      const { gateway } = subject();
      const input = request(CARDS.success);
      await gateway.createCardPayment(input);
      await expect(gateway.createCardPayment({ ...input, amountCents: 100 })).rejects.toBeInstanceOf(IdempotencyConflictError);
    });

    it('refunds a succeeded payment once, and refuses to refund a failed one', async () => {
      const { gateway } = subject();
      const paid = await gateway.createCardPayment(request(CARDS.success));
      const refunded = await gateway.refund(paid.id, { idempotencyKey: `refund-${paid.id}` });
      expect(refunded).toMatchObject({ state: 'refunded', refundedCents: 2350 });
      expect(await gateway.refund(paid.id, { idempotencyKey: `refund-${paid.id}` })).toMatchObject({ state: 'refunded', refundedCents: 2350 });
      const declined = await gateway.createCardPayment(request(CARDS.declined));
      await expect(gateway.refund(declined.id, { idempotencyKey: 'refund-declined' })).rejects.toThrow();
    });

    it('cancels a payment waiting for its challenge, and leaves a settled one as it is', async () => {
      const { gateway } = subject();
      const waiting = await gateway.createCardPayment(request(CARDS.challenge));
      expect(await gateway.cancel(waiting.id)).toMatchObject({ state: 'failed', failureCode: 'canceled' });
      const paid = await gateway.createCardPayment(request(CARDS.success));
      expect((await gateway.cancel(paid.id)).state).toBe('succeeded');
    });

    it('knows no payment for an unknown id or order', async () => {
      const { gateway } = subject();
      expect(await gateway.retrieve('nope')).toBeNull();
      expect(await gateway.findByOrder(randomUUID())).toBeNull();
    });
  });
}
