// Next.js calls register() once when a server starts: the payment reconciler starts with it, and
// every request learns its socket's address (lib/server/http/peer-address.ts), the public pages
// are answered from the server's shared cache (lib/server/http/page-cache.ts), a change of the
// catalogue expires its tags in the kept reads (lib/server/cache), and the shutdown steps are
// handed to server.ts (which owns SIGTERM).
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { installPeerAddress } = await import('./lib/server/http/peer-address');
  installPeerAddress();
  const { env } = await import('./lib/server/env');
  const pages = env().PAGE_CACHE === 'on' ? (await import('./lib/server/http/page-cache')).installPageCache() : null;
  const { watchCatalogue } = await import('./lib/server/cache/catalogue-changes');
  const { expireCacheTags } = await import('./lib/server/cache/expire-tags');
  const { logger } = await import('./lib/server/logger');
  const { container } = await import('./lib/server/container');
  const app = await container();
  // Which production defaults are in force: who may change an order's status, who takes cards.
  const { startupNotes } = await import('./lib/server/startup-notes');
  for (const note of startupNotes(env(), app)) logger[note.level]({ component: 'startup' }, note.message);
  watchCatalogue(app.documents, (tags) => {
    // The kept reads first: a page rendered after the pages are forgotten reads the new catalogue.
    expireCacheTags(tags)
      .catch((error: unknown) => logger.error({ err: error, tags }, 'expiring cache tags failed'))
      .finally(() => pages?.clear());
  });
  const { startPaymentReconciler } = await import('./lib/server/payments/reconcile-schedule');
  const { reconcilePayments } = await import('./lib/server/payments/use-cases/reconcile-payments');
  const { exposeLifecycle } = await import('./lib/server/shutdown');
  startPaymentReconciler(reconcilePayments);
  exposeLifecycle();
}
