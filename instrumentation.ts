// Next.js calls register() once when a server starts: the payment reconciler starts with it, and
// every request learns its socket's address (lib/server/http/peer-address.ts), the public pages
// are answered from the server's shared cache (lib/server/http/page-cache.ts), and the shutdown
// steps are handed to server.ts (which owns SIGTERM).
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { installPeerAddress } = await import('./lib/server/http/peer-address');
  installPeerAddress();
  const { env } = await import('./lib/server/env');
  if (env().PAGE_CACHE === 'on') {
    const { installPageCache } = await import('./lib/server/http/page-cache');
    const { watchCatalogue } = await import('./lib/server/cache/catalogue-changes');
    const { container } = await import('./lib/server/container');
    const cache = installPageCache();
    watchCatalogue((await container()).documents, () => cache.clear());
  }
  const { startPaymentReconciler } = await import('./lib/server/orders/reconcile-schedule');
  const { exposeLifecycle } = await import('./lib/server/shutdown');
  startPaymentReconciler();
  exposeLifecycle();
}
