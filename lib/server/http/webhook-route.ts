import 'server-only';
import type { z } from 'zod';
import type { NextRequest } from 'next/server';
import { container, type Container } from '../container';
import type { PaymentProvider } from '../ports/payment-gateway';
import { jsonResponse } from './json-response';
import { errorResponse, readBodyText, withRequestContext } from './route';
import { ZPaymentWebhookResponseSchema } from '@/lib/schemas/api/payments';

/**
 * The largest webhook body read (a provider's event is a few KB): anything larger is refused with
 * 413 before its signature is computed, so nobody makes the server hash or hold megabytes.
 */
export const MAX_WEBHOOK_BODY_BYTES = 1024 * 1024;

/** The use case that settles a provider's event (receive-payment-webhook.ts), given by the route. */
type ReceiveWebhook = (options: {
  app: Container;
  provider: PaymentProvider | null;
  rawBody: string;
  signature: string | null;
}) => Promise<z.infer<typeof ZPaymentWebhookResponseSchema>>;

/**
 * The handler of a payment provider's webhook. Not the JSON route wrapper: the signature is
 * computed over the raw body, which must reach the check byte for byte; errors still answer
 * through the one error table.
 */
export function webhookRoute(providerOf: (app: Container) => PaymentProvider | null, receive: ReceiveWebhook) {
  return (request: NextRequest): Promise<Response> =>
    withRequestContext(request, async () => {
      try {
        const app = await container();
        const answer = await receive({
          app,
          provider: providerOf(app),
          rawBody: await readBodyText(request, MAX_WEBHOOK_BODY_BYTES),
          signature: request.headers.get('stripe-signature'),
        });
        return jsonResponse(request, answer satisfies z.infer<typeof ZPaymentWebhookResponseSchema>);
      } catch (error) {
        return errorResponse(request, error);
      }
    });
}
