// Next.js calls register() once when a server starts: the payment reconciler starts with it, and
// the shutdown steps are handed to server.ts (which owns SIGTERM).
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startPaymentReconciler } = await import('./lib/server/orders/reconcile-schedule');
  const { exposeLifecycle } = await import('./lib/server/shutdown');
  startPaymentReconciler();
  exposeLifecycle();
}
