import 'server-only';
import { AppError } from '@/lib/domain/errors/app-error';
import { PRODUCT_STATUS_SOLD_OUT } from '@/lib/domain/cart';
import type { TMenu, TStore } from '@/lib/schemas/entities';
import type { TBoardProduct } from '@/lib/views/board';
import { COLLECTIONS } from '@/lib/server/collections';
import type { Container } from '@/lib/server/container';
import { startCatalogueChange } from '@/lib/server/cache/catalogue-changes';
import { cacheTags } from '@/lib/server/cache/cache-tags';
import { menuDocumentId } from '@/lib/server/repositories/menu-repository';

/**
 * PUT /api/board/{storeId}/products/{productId}: a product sold out (Status 3) on every menu of
 * the store, or back with the Status it had (new, popular or none, kept on the store in
 * BoardSoldOut). Carts drop a sold-out line as the spec says when they next sync with the menu
 * (the menu answer is cached for the spec's 30 s re-evaluation; orders are priced from menus at
 * most 5 s old and refuse the product at once after that). The caller has checked the staff session.
 */
export async function markProductSoldOut({
  app,
  store,
  productId,
  soldOut,
}: {
  app: Pick<Container, 'documents' | 'menus'>;
  store: TStore;
  productId: string;
  soldOut: boolean;
}): Promise<TBoardProduct> {
  const menus = (await app.menus.listByStore(store.ID)).filter((menu) => Object.prototype.hasOwnProperty.call(menu.Products, productId));
  if (menus.length === 0) throw new AppError('NOT_FOUND', 'board.errors.productNotFound');
  const name = menus[0].Products[productId].Name;
  await app.documents.runTransaction(async (tx) => {
    const markChanged = await startCatalogueChange(tx);
    const current = await tx.get<TStore>(COLLECTIONS.stores, store.ID);
    const stored = await Promise.all(menus.map((menu) => tx.get<TMenu>(COLLECTIONS.menus, menuDocumentId(store.ID, menu.MenuID))));
    const kept = { ...(current?.BoardSoldOut ?? {}) };
    const before = menus[0].Products[productId].Status;
    if (soldOut && before !== PRODUCT_STATUS_SOLD_OUT) kept[productId] = before ?? null;
    const restored = soldOut ? PRODUCT_STATUS_SOLD_OUT : (kept[productId] ?? undefined);
    if (!soldOut) delete kept[productId];
    stored.forEach((menu, i) => {
      if (!menu) return;
      const product = { ...menu.Products[productId] };
      if (restored === undefined || restored === null) delete product.Status;
      else product.Status = restored as typeof product.Status;
      tx.update(COLLECTIONS.menus, menuDocumentId(store.ID, menus[i].MenuID), { Products: { ...menu.Products, [productId]: product } });
    });
    tx.update(COLLECTIONS.stores, store.ID, { BoardSoldOut: kept });
    // The servers' kept store pages show it at once; a CDN's within its 30 s (cache-policy.ts).
    markChanged([cacheTags.store(store.ID), ...menus.map((menu) => cacheTags.menu(store.ID, menu.MenuID))]);
  });
  return { id: productId, name, soldOut };
}
