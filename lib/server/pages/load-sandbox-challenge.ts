import 'server-only';
import { isPathId } from '@/lib/schemas/forms/path-id';
import type { TSandboxChallengeView } from '@/lib/views/payments';
import type { Container } from '../container';

/**
 * The sandbox challenge page's data; null when the payment is unknown, the link's secret (`?c=`)
 * is not the payment's, the id can be no payment's, or the sandbox is not in use.
 */
export async function loadSandboxChallenge({
  app,
  paymentId,
  secret,
}: {
  app: Pick<Container, 'sandboxPayments' | 'stores'>;
  paymentId: string;
  secret: string | null;
}): Promise<TSandboxChallengeView | null> {
  const payment = app.sandboxPayments && isPathId(paymentId) ? await app.sandboxPayments.openChallenge(paymentId, secret) : null;
  if (!payment) return null;
  const store = await app.stores.findById(payment.storeId);
  return {
    paymentId: payment.id,
    secret: secret ?? '',
    method: payment.method ?? 'card',
    amountCents: payment.amountCents,
    currencyLocaleName: store?.CurrencyLocaleName ?? null,
    last4: payment.card.last4,
    awaitingAnswer: payment.state === 'requires_action',
  };
}
