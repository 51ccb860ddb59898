import 'server-only';
import { AppError } from '@/lib/domain/errors/app-error';
import type { TPaymentWebhookAnswer } from '@/lib/views/payments';
import { isWebhookSignatureError, type PaymentProvider } from '@/lib/server/ports/payment-gateway';
import { settlePayment, type SettlementApp } from './settle-payment';
import { logger } from '@/lib/server/logger';

const log = logger.child({ component: 'payments' });

/**
 * A payment provider's webhook: the signature is checked on the raw body (missing, wrong,
 * tampered or older than 300 s: 400 and nothing changes), then the event settles its order once
 * (a replayed event id changes nothing; a succeeded payment no order keeps is refunded). An
 * event about someone else's payment, or of a type we do not act on, is acknowledged and left.
 * A failure after the signature check (the refund refused) answers 5xx, so the provider sends
 * the event again.
 */
export async function receivePaymentWebhook({
  app,
  provider,
  rawBody,
  signature,
}: {
  app: SettlementApp;
  provider: PaymentProvider | null;
  rawBody: string;
  signature: string | null;
}): Promise<TPaymentWebhookAnswer> {
  if (!provider) throw new AppError('NOT_FOUND', 'payments.webhookNotConfigured');
  const event = await provider.parseWebhook(rawBody, signature).catch((error: unknown) => {
    if (!isWebhookSignatureError(error)) throw error;
    log.warn({ provider: provider.name, reason: error.message }, 'webhook signature refused');
    throw new AppError('VALIDATION', 'payments.webhookSignatureInvalid');
  });
  if (!event) return { received: true, handled: false, replay: false, refunded: false };
  const settled = await settlePayment({ app, payment: event.payment, kind: event.kind, event: { provider: provider.name, id: event.id, type: event.type } });
  return { received: true, handled: true, replay: settled.replay, refunded: settled.refunded };
}
