/**
 * npm run payments:reconcile [-- --timeout-minutes N]: one round of the payment reconciler (the
 * same use case the server runs at start-up and every RECONCILE_INTERVAL_SECONDS), for a store
 * owner or an operator who wants it now: every order whose payment is pending or whose refund is
 * owed is settled from its provider's record. Prints what it found and did.
 */
import { container } from '@/lib/server/container';
import { env } from '@/lib/server/env';
import { reconcilePayments } from '@/lib/server/payments/use-cases/reconcile-payments';
import { exitWithUsageOnHelp } from './lib/usage';

const USAGE = `usage: npm run payments:reconcile [-- --timeout-minutes <whole minutes>]
  One round of the payment reconciler now (the server runs it at start-up and every
  RECONCILE_INTERVAL_SECONDS): every order whose card payment is pending, or whose refund is
  owed, is settled from its provider's record; a challenge unanswered for the timeout
  (PAYMENT_CHALLENGE_TIMEOUT_MINUTES, 30) is given up. Prints what it found and did.`;

function timeoutMinutesOf(args: readonly string[]): number | null {
  const index = args.indexOf('--timeout-minutes');
  if (index === -1) return env().PAYMENT_CHALLENGE_TIMEOUT_MINUTES;
  const value = Number(args[index + 1]);
  return Number.isInteger(value) && value >= 0 ? value : null;
}

async function main(): Promise<number> {
  exitWithUsageOnHelp(USAGE);
  const timeoutMinutes = timeoutMinutesOf(process.argv.slice(2));
  if (timeoutMinutes === null) {
    console.error(USAGE);
    return 2;
  }
  const app = await container();
  try {
    const result = await reconcilePayments({ app, timeoutMinutes });
    console.log(
      `payments reconciled: ${result.checked} checked, ${result.paid} paid, ${result.failed} failed, ${result.refunded} refunded, ${result.stillPending} still pending (challenges given up after ${timeoutMinutes} min)`,
    );
    return 0;
  } catch (error) {
    console.error('payments:reconcile failed:', error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await app.documents.close();
  }
}

main().then((code) => process.exit(code));
