import 'server-only';
import type { TStore } from '@/lib/schemas/entities';
import { COLLECTIONS } from '@/lib/server/collections';
import type { Container } from '@/lib/server/container';
import { startCatalogueChange } from '@/lib/server/cache/catalogue-changes';
import { cacheTags } from '@/lib/server/cache/cache-tags';

/**
 * PUT /api/board/{storeId}/pause: the staff pause online ordering (IsInOperation false) or
 * resume it. Store pages and checkout read the store on each request, so the next order
 * attempt already answers "Currently not taking online orders" (409 STORE_CLOSED), and an open
 * store page shows it when it next loads (the servers' kept pages are forgotten: lib/server/cache). The caller has
 * checked the staff session.
 */
export async function pauseOnlineOrdering({ app, store, paused }: { app: Pick<Container, 'documents'>; store: TStore; paused: boolean }): Promise<{ paused: boolean }> {
  await app.documents.runTransaction(async (tx) => {
    const markChanged = await startCatalogueChange(tx);
    tx.update(COLLECTIONS.stores, store.ID, { IsInOperation: !paused });
    // The store list's card shows it closed too.
    markChanged([cacheTags.store(store.ID), cacheTags.stores]);
  });
  return { paused };
}
