import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import type { TMenu, TStore } from '@/lib/schemas/entities';
import { container } from '../container';
import { findStore, type FoundStore } from '../stores/find-store';
import { cacheTags } from './cache-tags';

/**
 * The public pages' reads of the catalogue, kept by Next's `'use cache'` (issue 19) and tagged
 * with what each read (cache-tags.ts); a change of the catalogue expires exactly its tags in
 * every server (catalogue-changes.ts, wired in instrumentation.ts). They keep no instant: what
 * depends on the clock (open now, today's hours, the active menu) is worked out from them at each
 * request and in the browser. Orders, checkout and the board read the repositories themselves:
 * an order is priced from the menu as it is now.
 *
 * Kept a minute at most ('minutes'), in case a server misses the change feed (its feed is down).
 */

/** The store a route's storename names, with its head office, or null. */
export async function keptStoreNamed(storename: string): Promise<FoundStore | null> {
  'use cache';
  cacheLife('minutes');
  const found = await findStore({ app: await container(), by: { storename } });
  // Not found: any store written (a new one, a renamed one) may be it.
  cacheTag(cacheTags.catalogue, ...(found ? [cacheTags.store(found.store.ID), ...(found.headOffice ? [cacheTags.headOffice(found.headOffice.ID)] : [])] : [cacheTags.stores]));
  return found;
}

/** Every store, or a head office's. */
export async function keptStores(headOfficeId: string | null): Promise<TStore[]> {
  'use cache';
  cacheLife('minutes');
  cacheTag(cacheTags.catalogue, cacheTags.stores);
  const { stores } = await container();
  return headOfficeId === null ? stores.listAll() : stores.listByHeadOffice(headOfficeId);
}

/** A store's menus, in their order. */
export async function keptMenus(storeId: string): Promise<TMenu[]> {
  'use cache';
  cacheLife('minutes');
  const { menus } = await container();
  const list = await menus.listByStore(storeId);
  cacheTag(cacheTags.catalogue, cacheTags.menus(storeId), ...list.map((menu) => cacheTags.menu(storeId, menu.MenuID)));
  return list;
}
