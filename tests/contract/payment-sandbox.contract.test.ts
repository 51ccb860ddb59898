import { createSandboxPaymentGateway } from '@/lib/server/adapters/sandbox-payments/sandbox-payment-gateway';
import { createSqliteDocumentStore } from '@/lib/server/adapters/sqlite/sqlite-document-store';

import { contractRequest, describePaymentGatewayContract, TEST_CARD_NUMBERS } from './payment-gateway.contract';

const documents = createSqliteDocumentStore({ filename: ':memory:' });
const sandbox = createSandboxPaymentGateway({ documents });
const card = (number: string) => ({ type: 'card' as const, card: { number, holder: 'Ada Lovelace', expiryMonth: 12, expiryYear: 2040, cvc: '123' } });

afterAll(() => documents.close());

describePaymentGatewayContract('sandbox (DocumentStore)', () => ({
  gateway: sandbox,
  source: (kind) => card(TEST_CARD_NUMBERS[kind]),
  foreignSource: { type: 'paymentMethod', paymentMethodId: 'pm_card_visa' },
  debitSource: card('4000056655665556'),
  otherBrandSource: card('6011111111111117'),
  answerChallenge: async (payment, outcome) => {
    await sandbox.completeChallenge(payment.id, outcome);
  },
}));

describe('sandbox payments', () => {
  it('keep their state across a restart (they live in the DocumentStore)', async () => {
    const payment = await sandbox.createCardPayment(contractRequest(card('4242424242424242'), { idempotencyKey: 'restart-key' }));
    const again = createSandboxPaymentGateway({ documents });
    expect(await again.retrieve(payment.id)).toEqual(payment);
  });
});
