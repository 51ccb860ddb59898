// Next.js calls register() once when a server starts: the payment reconciler starts with it.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startPaymentReconciler } = await import('./lib/server/orders/reconcile-schedule');
  startPaymentReconciler();
}
