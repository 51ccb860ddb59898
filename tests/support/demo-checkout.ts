import { buildDemoData } from '@/lib/seed';
import { createSqliteDocumentStore } from '@/lib/server/adapters/sqlite/sqlite-document-store';
import { INDEXED_FIELDS } from '@/lib/server/collections';
import { createContainer, type Container } from '@/lib/server/container';
import { loadCatalogue } from '@/lib/server/catalogue/use-cases/load-catalogue';
import { loadCheckoutPage } from '@/lib/server/pages/load-checkout-page';
import type { TCheckoutPageView } from '@/lib/views/checkout';

/** The demo data on an in-memory database, and a demo store's checkout page view as the server loads it. */
export async function demoCheckout(storename: string): Promise<{ app: Container; view: TCheckoutPageView }> {
  const app = createContainer(createSqliteDocumentStore({ filename: ':memory:', indexes: INDEXED_FIELDS }));
  await loadCatalogue({ documents: app.documents, catalogue: buildDemoData() });
  const loaded = await loadCheckoutPage({
    app,
    storename,
    orderId: null,
    token: null,
    menuQuery: null,
    now: new Date(),
  });
  if (loaded.status !== 'ok') throw new Error(loaded.status);
  return { app, view: loaded.view };
}
