import { randomUUID } from 'node:crypto';
import { describe, expect, it, jest } from '@jest/globals';

import { isAppError } from '@/lib/domain/errors/app-error';
import {
  IdempotencyConflictError,
  ReturnUrlRefusedError,
  UnsupportedPaymentSourceError,
  type CreateCardPaymentInput,
  type CreateRedirectPaymentInput,
  type Payment,
  type PaymentProvider,
  type PaymentSource,
} from '@/lib/server/ports/payment-gateway';

/** The provider's test cards, by what they do (4242…, 4000…0002, 4000…9995, 4000 0027 6000 3184). */
export type TestCard = 'success' | 'declined' | 'insufficientFunds' | 'challenge';

export interface PaymentGatewaySubject {
  gateway: PaymentProvider;
  /** How the adapter is paid with a test card: card fields (sandbox) or a PaymentMethod id (Stripe). */
  source(card: TestCard): PaymentSource;
  /** A source of the kind the adapter refuses. */
  foreignSource: PaymentSource;
  /** A Visa debit card, and a card of a brand the spec does not take (Discover). */
  debitSource: PaymentSource;
  otherBrandSource: PaymentSource;
  /** How the customer passes or fails the provider's 3-D Secure challenge (adapter-specific). */
  answerChallenge(payment: Payment, outcome: 'complete' | 'fail'): Promise<void>;
}

export const TEST_CARD_NUMBERS: Record<TestCard, string> = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  challenge: '4000002760003184',
};

export function contractRequest(source: PaymentSource, overrides: Partial<CreateCardPaymentInput> = {}): CreateCardPaymentInput {
  const orderId = randomUUID();
  return {
    idempotencyKey: `order:${orderId}`,
    amountCents: 2350,
    currency: 'aud',
    orderId,
    storeId: '1001',
    source,
    customer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '0412345678' },
    description: 'Order 1042 · Harbour Dumplings',
    requestThreeDSecure: false,
    returnUrl: `http://localhost:3000/store/demo/completeorder/${orderId}/guest`,
    ...overrides,
  };
}

export function redirectRequest(method: 'alipay' | 'wechat', overrides: Partial<CreateRedirectPaymentInput> = {}): CreateRedirectPaymentInput {
  const orderId = randomUUID();
  return {
    idempotencyKey: `order:${orderId}`,
    amountCents: 2560,
    currency: 'aud',
    orderId,
    storeId: '1001',
    method,
    customer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '0412345678' },
    description: 'Order 1043 · Harbour Dumplings',
    returnUrl: `/store/demo/checkout?paymentReturn=${orderId}&t=token`,
    isMobile: false,
    ...overrides,
  };
}

/** A payment's state, or 'refused' when the provider refuses the request outright (an unknown card). */
async function settledState(payment: Promise<Payment>): Promise<string> {
  return payment.then(
    (paid) => paid.state,
    (error: unknown) => (isAppError(error) && error.code === 'PAYMENT_FAILED' ? 'refused' : Promise.reject(error)),
  );
}

/**
 * What every PaymentGateway adapter must do (the sandbox, and Stripe against msw): amounts in
 * cents, the test cards' outcomes with the provider's code and message, 3-D Secure with a
 * redirect, one payment per idempotency key however often and however concurrently it is sent,
 * full refunds once, cancelling a waiting challenge, cards kept for a member (paid with, removed,
 * never another customer's), and no card number kept anywhere.
 */
export function describePaymentGatewayContract(name: string, subject: () => PaymentGatewaySubject): void {
  describe(`PaymentGateway contract: ${name}`, () => {
    const create = (card: TestCard, overrides: Partial<CreateCardPaymentInput> = {}) => {
      const { gateway, source } = subject();
      return gateway.createCardPayment(contractRequest(source(card), overrides));
    };

    it('charges the success card and keeps only its brand and last 4 digits', async () => {
      const { gateway } = subject();
      const payment = await create('success');
      expect(payment).toMatchObject({
        state: 'succeeded',
        amountCents: 2350,
        currency: 'aud',
        storeId: '1001',
        card: { brand: 'visa', last4: '4242' },
        redirectUrl: null,
        failureCode: null,
        failureMessage: null,
        refundedCents: 0,
      });
      expect(gateway.owns(payment.id)).toBe(true);
      const stored = await gateway.retrieve(payment.id);
      expect(stored).toEqual(payment);
      expect(JSON.stringify(stored)).not.toContain(TEST_CARD_NUMBERS.success);
    });

    it('declines the declined card and the card without funds, with the provider’s code and message', async () => {
      expect(await create('declined')).toMatchObject({ state: 'failed', failureCode: 'card_declined', failureMessage: expect.stringMatching(/declined/) });
      expect(await create('insufficientFunds')).toMatchObject({ state: 'failed', failureCode: 'insufficient_funds', failureMessage: expect.stringMatching(/insufficient funds/) });
    });

    it('asks for 3-D Secure with a redirect URL, then succeeds or fails with the challenge', async () => {
      const { gateway, answerChallenge } = subject();
      const passed = await create('challenge');
      expect(passed.state).toBe('requires_action');
      expect(passed.redirectUrl).toEqual(expect.any(String));
      await answerChallenge(passed, 'complete');
      expect((await gateway.retrieve(passed.id))?.state).toBe('succeeded');

      const failed = await create('challenge');
      await answerChallenge(failed, 'fail');
      expect((await gateway.retrieve(failed.id))?.state).toBe('failed');
    });

    it('challenges the success card when 3-D Secure is requested', async () => {
      expect((await create('success', { requestThreeDSecure: true })).state).toBe('requires_action');
    });

    it('makes one payment for one key, however many concurrent calls', async () => {
      const { gateway, source } = subject();
      const input = contractRequest(source('success'));
      const payments = await Promise.all(Array.from({ length: 20 }, () => gateway.createCardPayment(input)));
      expect(new Set(payments.map((p) => p.id)).size).toBe(1);
      expect((await gateway.findByOrder(input.orderId))?.id).toBe(payments[0].id);
    });

    it('refuses a used key for another amount', async () => {
      const { gateway, source } = subject();
      const input = contractRequest(source('success'));
      await gateway.createCardPayment(input);
      await expect(gateway.createCardPayment({ ...input, amountCents: 100 })).rejects.toBeInstanceOf(IdempotencyConflictError);
    });

    it('refuses a payment source it does not take', async () => {
      const { gateway, foreignSource } = subject();
      await expect(gateway.createCardPayment(contractRequest(foreignSource))).rejects.toBeInstanceOf(UnsupportedPaymentSourceError);
      await expect(gateway.describeCard(foreignSource)).rejects.toBeInstanceOf(UnsupportedPaymentSourceError);
    });

    it('reports a card’s brand and funding before any charge: credit, debit, or a brand the spec does not take', async () => {
      const { gateway, source, debitSource, otherBrandSource } = subject();
      expect(await gateway.describeCard(source('success'))).toEqual({ brand: 'visa', funding: 'credit' });
      expect(await gateway.describeCard(debitSource)).toEqual({ brand: 'visa', funding: 'debit' });
      expect((await gateway.describeCard(otherBrandSource)).brand).toBe('other');
    });

    it('refunds a succeeded payment once, and refuses to refund a failed one', async () => {
      const { gateway } = subject();
      const paid = await create('success');
      const refunded = await gateway.refund(paid.id, { idempotencyKey: `refund:${paid.id}` });
      expect(refunded).toMatchObject({ id: paid.id, state: 'refunded', refundedCents: 2350 });
      expect(await gateway.refund(paid.id, { idempotencyKey: `refund:${paid.id}` })).toMatchObject({ state: 'refunded', refundedCents: 2350 });
      expect(await gateway.refund(paid.id, { idempotencyKey: 'another-key' })).toMatchObject({ state: 'refunded', refundedCents: 2350 });
      expect(await gateway.retrieve(paid.id)).toMatchObject({ state: 'refunded', refundedCents: 2350 });
      const declined = await create('declined');
      await expect(gateway.refund(declined.id, { idempotencyKey: 'refund-declined' })).rejects.toThrow();
    });

    it('cancels a payment waiting for its challenge, and leaves a settled one as it is', async () => {
      const { gateway } = subject();
      const waiting = await create('challenge');
      expect(await gateway.cancel(waiting.id)).toMatchObject({ state: 'failed', failureCode: 'canceled' });
      const paid = await create('success');
      expect((await gateway.cancel(paid.id)).state).toBe('succeeded');
    });

    it('starts Alipay and Wechat payments on the provider’s page, paid or refused there', async () => {
      const { gateway, answerChallenge } = subject();
      for (const method of ['alipay', 'wechat'] as const) {
        const paid = await gateway.createRedirectPayment(redirectRequest(method));
        expect(paid).toMatchObject({ state: 'requires_action', method, amountCents: 2560, currency: 'aud', redirectUrl: expect.any(String), card: { brand: null, last4: '' } });
        await answerChallenge(paid, 'complete');
        expect(await gateway.retrieve(paid.id)).toMatchObject({ state: 'succeeded', method });
        const refused = await gateway.createRedirectPayment(redirectRequest(method));
        await answerChallenge(refused, 'fail');
        expect(await gateway.retrieve(refused.id)).toMatchObject({ state: 'failed', failureCode: expect.any(String) });
      }
    });

    it('makes one Alipay payment for one key, and cancels one left waiting', async () => {
      const { gateway } = subject();
      const input = redirectRequest('alipay');
      const payments = await Promise.all(Array.from({ length: 10 }, () => gateway.createRedirectPayment(input)));
      expect(new Set(payments.map((p) => p.id)).size).toBe(1);
      expect((await gateway.findByOrder(input.orderId))?.id).toBe(payments[0].id);
      expect(await gateway.cancel(payments[0].id)).toMatchObject({ state: 'failed', failureCode: 'canceled' });
    });

    it('never sends the customer back to another site', async () => {
      const { gateway } = subject();
      for (const returnUrl of ['https://evil.example/return', '//evil.example/return', 'javascript:alert(1)']) {
        await expect(gateway.createRedirectPayment(redirectRequest('alipay', { returnUrl }))).rejects.toBeInstanceOf(ReturnUrlRefusedError);
      }
    });

    describe('kept cards', () => {
      const member = () => ({ userId: randomUUID(), email: 'ada@example.com', name: 'Ada Lovelace' });
      const save = (card: TestCard, customerId: string | null = null, idempotencyKey: string = randomUUID(), who = member()) =>
        subject().gateway.saveCard({ idempotencyKey, member: who, customerId, source: subject().source(card) });

      it('keeps a card for a member with its brand, last 4 and expiry only, once per key', async () => {
        const who = member();
        const saved = await save('success', null, 'key-1', who);
        expect(saved).toEqual({ customerId: expect.any(String), card: { cardIdentifier: expect.any(String), brand: 'visa', last4: '4242', expiryMonth: 12, expiryYear: 2040 } });
        expect(JSON.stringify(saved)).not.toContain(TEST_CARD_NUMBERS.success);
        expect(await save('success', saved.customerId, 'key-1', who)).toEqual(saved);
        const second = await save('success', saved.customerId, 'key-2', who);
        expect(second.customerId).toBe(saved.customerId);
        expect(second.card.cardIdentifier).not.toBe(saved.card.cardIdentifier);
      });

      it('refuses to keep the declined card, with the provider’s message', async () => {
        const thrown = await save('declined').catch((error: unknown) => error);
        expect(isAppError(thrown) && [thrown.code, thrown.messageKey, thrown.values.message]).toEqual([
          'PAYMENT_FAILED',
          'payments.providerMessage',
          expect.stringMatching(/declined/),
        ]);
      });

      it('pays with a kept card, reports it before the charge, and challenges it when 3-D Secure is requested', async () => {
        const { gateway } = subject();
        const { customerId, card } = await save('success');
        const source = { type: 'savedCard' as const, customerId, cardIdentifier: card.cardIdentifier };
        expect(await gateway.describeCard(source)).toEqual({ brand: 'visa', funding: 'credit' });
        expect(await gateway.createCardPayment(contractRequest(source))).toMatchObject({ state: 'succeeded', card: { brand: 'visa', last4: '4242' } });
        expect((await gateway.createCardPayment(contractRequest(source, { requestThreeDSecure: true }))).state).toBe('requires_action');
      });

      it('pays with no card another customer kept, nor one removed', async () => {
        const { gateway } = subject();
        // The provider's refusals are logged by the adapter; not this test's output.
        const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
        const mine = await save('success');
        const theirs = await save('success');
        const stolen = { type: 'savedCard' as const, customerId: mine.customerId, cardIdentifier: theirs.card.cardIdentifier };
        expect(await settledState(gateway.createCardPayment(contractRequest(stolen)))).not.toBe('succeeded');
        await gateway.removeCard({ customerId: theirs.customerId, cardIdentifier: mine.card.cardIdentifier });
        const own = { type: 'savedCard' as const, customerId: mine.customerId, cardIdentifier: mine.card.cardIdentifier };
        expect(await settledState(gateway.createCardPayment(contractRequest(own)))).toBe('succeeded');
        await gateway.removeCard({ customerId: mine.customerId, cardIdentifier: mine.card.cardIdentifier });
        await gateway.removeCard({ customerId: mine.customerId, cardIdentifier: mine.card.cardIdentifier });
        expect(await settledState(gateway.createCardPayment(contractRequest(own)))).not.toBe('succeeded');
        log.mockRestore();
      });
    });

    it('knows no payment for an unknown id or order', async () => {
      const { gateway } = subject();
      expect(await gateway.retrieve(`${gateway.name === 'stripe' ? 'pi' : 'sbx'}_unknown`)).toBeNull();
      expect(await gateway.findByOrder(randomUUID())).toBeNull();
    });
  });
}
