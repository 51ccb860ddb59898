import 'server-only';
import { container, type Container } from '../container';
import { env } from '../env';
import { logger } from '../logger';

const log = logger.child({ component: 'payments' });

const holder = globalThis as typeof globalThis & { __paymentReconciler?: NodeJS.Timeout | true };

/** The reconciler's use case (reconcile-payments.ts), given by instrumentation.ts. */
type Reconcile = (options: { app: Container; timeoutMinutes: number }) => Promise<unknown>;

async function runOnce(reconcile: Reconcile): Promise<void> {
  try {
    await reconcile({ app: await container(), timeoutMinutes: env().PAYMENT_CHALLENGE_TIMEOUT_MINUTES });
  } catch (error) {
    // A failed round is retried by the next one; the pending orders stay pending meanwhile.
    log.error({ err: error }, 'payment reconciler: the round failed');
  }
}

/**
 * Settles pending payments once at start-up and then every RECONCILE_INTERVAL_SECONDS (0: only
 * at start-up). Started by instrumentation.ts in the Node.js server; the timer does not keep
 * the process alive.
 */
export function startPaymentReconciler(reconcile: Reconcile): void {
  if (holder.__paymentReconciler) return;
  void runOnce(reconcile);
  const seconds = env().RECONCILE_INTERVAL_SECONDS;
  if (seconds === 0) {
    holder.__paymentReconciler = true;
    return;
  }
  const timer = setInterval(() => void runOnce(reconcile), seconds * 1000);
  timer.unref();
  holder.__paymentReconciler = timer;
}

/** Stops the schedule (a graceful shutdown); a round already running finishes on its own. */
export function stopPaymentReconciler(): void {
  const current = holder.__paymentReconciler;
  if (current && current !== true) clearInterval(current);
  holder.__paymentReconciler = undefined;
}
