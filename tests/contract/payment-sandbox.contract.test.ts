import { createSandboxPaymentGateway } from '@/lib/server/adapters/sandbox-payments/sandbox-payment-gateway';
import { createSqliteDocumentStore } from '@/lib/server/adapters/sqlite/sqlite-document-store';

import { describePaymentGatewayContract } from './payment-gateway.contract';

const documents = createSqliteDocumentStore({ filename: ':memory:' });
const sandbox = createSandboxPaymentGateway({ documents });

afterAll(() => documents.close());

describePaymentGatewayContract('sandbox (DocumentStore)', () => ({
  gateway: sandbox,
  answerChallenge: async (payment, outcome) => {
    await sandbox.completeChallenge(payment.id, outcome);
  },
}));

describe('sandbox payments', () => {
  it('keep their state across a restart (they live in the DocumentStore)', async () => {
    const payment = await sandbox.createCardPayment({
      idempotencyKey: 'restart-key',
      amountCents: 500,
      currency: 'aud',
      orderId: 'order-restart',
      storeId: '1001',
      card: { number: '4242424242424242', holder: 'Ada', expiryMonth: 1, expiryYear: 2040, cvc: '123' },
      requestThreeDSecure: false,
      returnUrl: '/',
    });
    const again = createSandboxPaymentGateway({ documents });
    expect(await again.retrieve(payment.id)).toEqual(payment);
  });
});
