import 'server-only';
import { AppError } from '@/lib/domain/errors/app-error';
import { env } from '../env';
import type { Container } from '../container';
import type { ChallengeOutcome } from '../adapters/sandbox-payments/sandbox-payment-gateway';
import { reconcilePayments } from './reconcile-payments';
import { settlePayment } from './settle-payment';

/**
 * The sandbox's 3-D Secure page was answered (Complete or Fail): the payment succeeds or fails at
 * the sandbox, the order follows it (paid, or payment failed with status 6), the other pending
 * payments are settled while we are here, and the customer goes back to the order's status page.
 */
export async function answerSandboxChallenge({ app, paymentId, outcome }: { app: Container; paymentId: string; outcome: ChallengeOutcome }): Promise<{ returnUrl: string; onlineOrderStatus: number | null }> {
  if (!app.sandboxPayments) throw new AppError('NOT_FOUND', 'sandboxPayment.notFound');
  const current = await app.sandboxPayments.retrieve(paymentId);
  if (!current) throw new AppError('NOT_FOUND', 'sandboxPayment.notFound');
  const payment = await app.sandboxPayments.completeChallenge(paymentId, outcome);
  const settled = await settlePayment({ app, payment });
  await reconcilePayments({ app, timeoutMinutes: env().PAYMENT_CHALLENGE_TIMEOUT_MINUTES });
  return { returnUrl: payment.returnUrl ?? '/', onlineOrderStatus: settled.outcome?.onlineOrderStatus ?? null };
}
