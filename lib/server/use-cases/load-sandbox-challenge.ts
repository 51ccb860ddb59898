import 'server-only';
import type { TSandboxChallengeView } from '@/lib/views/payments';
import type { Container } from '../container';

/** The sandbox challenge page's data; null when the payment is unknown or the sandbox is not in use. */
export async function loadSandboxChallenge({ app, paymentId }: { app: Container; paymentId: string }): Promise<TSandboxChallengeView | null> {
  const payment = app.sandboxPayments ? await app.sandboxPayments.retrieve(paymentId) : null;
  if (!payment) return null;
  const store = await app.stores.findById(payment.storeId);
  return {
    paymentId: payment.id,
    method: payment.method ?? 'card',
    amountCents: payment.amountCents,
    currencyLocaleName: store?.CurrencyLocaleName ?? null,
    last4: payment.card.last4,
    awaitingAnswer: payment.state === 'requires_action',
  };
}
