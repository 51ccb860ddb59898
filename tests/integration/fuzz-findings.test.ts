import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { NextRequest } from 'next/server';

import { POST as cancel } from '@/app/api/orders/[orderId]/cancel/route';
import type { Container } from '@/lib/server/container';
import { isDocumentId } from '@/lib/server/ports/document-store';
import type { PaymentProvider } from '@/lib/server/ports/payment-gateway';
import { receivePaymentWebhook } from '@/lib/server/payments/use-cases/receive-payment-webhook';

import { createCheckoutApp, teardown } from '../support/checkout';

// What `npm run fuzz` found against the production build, each fixed and held here.

let app: Container;
beforeAll(async () => {
  app = await createCheckoutApp();
});
afterAll(() => teardown(app));

describe('fuzz findings', () => {
  it.each(['../../etc', '..', '.', '__proto__', '__x__', 'a/b', 'x'.repeat(2000)].map((id) => [id.length > 20 ? `${id.length} × x` : id, id]))(
    'an order id no document can have (%s) is 404, not the adapter’s 500',
    async (_label, orderId) => {
      const response = await cancel(
        new NextRequest(`http://localhost/api/orders/${encodeURIComponent(orderId)}/cancel`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } }),
        { params: Promise.resolve({ orderId }) },
      );
      expect(response.status).toBe(404);
      expect((await response.json()).error.code).toBe('NOT_FOUND');
    },
  );

  it('knows a document id by both adapters’ rules', () => {
    expect(['1001', 'abc-123', '__a', 'a__'].every(isDocumentId)).toBe(true);
    expect(['', '.', '..', 'a/b', '__x__', 'é'.repeat(751)].some(isDocumentId)).toBe(false);
  });

  it('a webhook whose signature the adapter refuses is 400, whichever bundle’s copy of the error class the adapter threw', async () => {
    // The production build bundles each route apart; the container's adapter may throw another copy of WebhookSignatureError.
    const foreign = Object.assign(new Error('Webhook signature refused: no Stripe-Signature header'), { name: 'WebhookSignatureError' });
    const provider = { name: 'sandbox', parseWebhook: async () => Promise.reject(foreign) } as unknown as PaymentProvider;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(receivePaymentWebhook({ app, provider, rawBody: '{}', signature: null })).rejects.toMatchObject({
      code: 'VALIDATION',
      messageKey: 'payments.webhookSignatureInvalid',
    });
    warn.mockRestore();
  });
});
