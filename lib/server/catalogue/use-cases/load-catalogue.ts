import 'server-only';
import type { TCoupon, THeadOffice, TMenu, TStore } from '@/lib/schemas/entities';
import { startCatalogueChange } from '@/lib/server/cache/catalogue-changes';
import { cacheTags } from '@/lib/server/cache/cache-tags';
import { COLLECTIONS } from '@/lib/server/collections';
import type { DocumentStore } from '@/lib/server/ports/document-store';
import { couponDocumentId } from '@/lib/server/repositories/coupon-repository';
import { menuDocumentId, toStoredMenu } from '@/lib/server/repositories/menu-repository';

/** What a store owner loads: head offices, stores, their menus and coupons (already validated). */
export interface Catalogue {
  headOffices?: THeadOffice[];
  stores: TStore[];
  menus: Record<string, TMenu[]>;
  coupons?: TCoupon[];
}

export interface LoadedCounts {
  headOffices: number;
  stores: number;
  menus: number;
  coupons: number;
}

/**
 * Writes a validated catalogue in one transaction: all of it lands or none of it does, with the
 * catalogue's change mark (every running server then forgets the pages it keeps).
 */
export async function loadCatalogue({ documents, catalogue }: { documents: DocumentStore; catalogue: Catalogue }): Promise<LoadedCounts> {
  const menus = Object.entries(catalogue.menus).flatMap(([storeId, list]) => list.map((menu, position) => ({ storeId, menu, position })));
  const coupons = catalogue.coupons ?? [];
  const headOffices = catalogue.headOffices ?? [];
  await documents.runTransaction(async (tx) => {
    const markChanged = await startCatalogueChange(tx);
    for (const office of headOffices) tx.set(COLLECTIONS.headOffices, office.ID, office);
    for (const store of catalogue.stores) tx.set(COLLECTIONS.stores, store.ID, store);
    for (const { storeId, menu, position } of menus) tx.set(COLLECTIONS.menus, menuDocumentId(storeId, menu.MenuID), toStoredMenu(storeId, menu, position));
    for (const coupon of coupons) tx.set(COLLECTIONS.coupons, couponDocumentId(coupon.StoreID, coupon.CouponCode), coupon);
    markChanged([
      ...headOffices.flatMap((office) => [cacheTags.headOffice(office.ID), cacheTags.stores]),
      ...catalogue.stores.flatMap((store) => [cacheTags.store(store.ID), cacheTags.stores]),
      ...menus.flatMap(({ storeId, menu }) => [cacheTags.menus(storeId), cacheTags.menu(storeId, menu.MenuID)]),
    ]);
  });
  return { headOffices: headOffices.length, stores: catalogue.stores.length, menus: menus.length, coupons: coupons.length };
}
