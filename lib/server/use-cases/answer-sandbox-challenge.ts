import 'server-only';
import { AppError } from '@/lib/domain/errors/app-error';
import { env } from '../env';
import type { Container } from '../container';
import type { ChallengeOutcome } from '../adapters/sandbox-payments/sandbox-payment-gateway';
import type { Payment } from '../ports/payment-gateway';
import { reconcilePayments } from './reconcile-payments';
import { settlePayment } from './settle-payment';

/** What a real Alipay return carries: SUCCESS and the trade number, or another result. */
function providerReturnUrl(payment: Payment, outcome: ChallengeOutcome): string {
  const returnUrl = payment.returnUrl ?? '/';
  if (payment.method !== 'alipay' && payment.method !== 'wechat') return returnUrl;
  const result = outcome === 'complete' ? `result=SUCCESS&trade_no=${encodeURIComponent(payment.id)}` : `result=${outcome === 'cancel' ? 'CANCEL' : 'FAIL'}`;
  return `${returnUrl}${returnUrl.includes('?') ? '&' : '?'}${result}`;
}

/**
 * The sandbox's 3-D Secure, Alipay or Wechat page was answered (pay, fail or cancel): the
 * payment succeeds or fails at the sandbox, the order follows it (paid, or payment failed with
 * status 6), the other pending payments are settled while we are here, and the customer goes
 * back: to the order's status page after 3-D Secure, to the checkout after Alipay or Wechat.
 */
export async function answerSandboxChallenge({
  app,
  paymentId,
  outcome,
}: {
  app: Container;
  paymentId: string;
  outcome: ChallengeOutcome;
}): Promise<{ returnUrl: string; onlineOrderStatus: number | null }> {
  if (!app.sandboxPayments) throw new AppError('NOT_FOUND', 'sandboxPayment.notFound');
  const current = await app.sandboxPayments.retrieve(paymentId);
  if (!current) throw new AppError('NOT_FOUND', 'sandboxPayment.notFound');
  const payment = await app.sandboxPayments.completeChallenge(paymentId, outcome);
  const settled = await settlePayment({ app, payment });
  await reconcilePayments({ app, timeoutMinutes: env().PAYMENT_CHALLENGE_TIMEOUT_MINUTES });
  return { returnUrl: providerReturnUrl(payment, outcome), onlineOrderStatus: settled.outcome?.onlineOrderStatus ?? null };
}
