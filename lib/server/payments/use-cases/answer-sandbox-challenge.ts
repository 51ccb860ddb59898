import 'server-only';
import { AppError } from '@/lib/domain/errors/app-error';
import { env } from '@/lib/server/env';
import type { Container } from '@/lib/server/container';
import type { ChallengeOutcome } from '@/lib/server/ports/payment-gateway';
import type { Payment } from '@/lib/server/ports/payment-gateway';
import { statusToken } from '@/lib/server/orders/order-access';
import { reconcilePayments } from './reconcile-payments';
import { settlePayment, type SettlementApp } from './settle-payment';

/**
 * The page the customer goes back to, with their status link's token put back (the sandbox keeps
 * the link without it; a payment made before that kept it, and keeps it) and, after Alipay or
 * Wechat, what a real return carries: SUCCESS and the trade number, or another result.
 */
function providerReturnUrl(payment: Payment, outcome: ChallengeOutcome): string {
  const kept = payment.returnUrl ?? '/';
  const returnUrl = payment.returnUrl && payment.orderId && !/[?&]t=/.test(kept) ? `${kept}${kept.includes('?') ? '&' : '?'}t=${statusToken(payment.orderId)}` : kept;
  if (payment.method !== 'alipay' && payment.method !== 'wechat') return returnUrl;
  const result = outcome === 'complete' ? `result=SUCCESS&trade_no=${encodeURIComponent(payment.id)}` : `result=${outcome === 'cancel' ? 'CANCEL' : 'FAIL'}`;
  return `${returnUrl}${returnUrl.includes('?') ? '&' : '?'}${result}`;
}

/**
 * The sandbox's 3-D Secure, Alipay or Wechat page was answered (pay, fail or cancel) by the
 * holder of its link (the payment's id and its challenge secret; anyone else: 404): the
 * payment succeeds or fails at the sandbox, the order follows it (paid, or payment failed with
 * status 6), the other pending payments are settled while we are here, and the customer goes
 * back: to the order's status page after 3-D Secure, to the checkout after Alipay or Wechat.
 */
export async function answerSandboxChallenge({
  app,
  paymentId,
  secret,
  outcome,
}: {
  app: SettlementApp & Pick<Container, 'orders' | 'sandboxPayments'>;
  paymentId: string;
  /** the challenge secret of the page's link (`?c=`) */
  secret: string | null;
  outcome: ChallengeOutcome;
}): Promise<{ returnUrl: string; onlineOrderStatus: number | null }> {
  if (!app.sandboxPayments) throw new AppError('NOT_FOUND', 'sandboxPayment.notFound');
  const current = await app.sandboxPayments.openChallenge(paymentId, secret);
  if (!current) throw new AppError('NOT_FOUND', 'sandboxPayment.notFound');
  const payment = await app.sandboxPayments.completeChallenge(paymentId, outcome);
  const settled = await settlePayment({ app, payment });
  await reconcilePayments({ app, timeoutMinutes: env().PAYMENT_CHALLENGE_TIMEOUT_MINUTES });
  return { returnUrl: providerReturnUrl(payment, outcome), onlineOrderStatus: settled.outcome?.onlineOrderStatus ?? null };
}
