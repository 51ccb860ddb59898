import 'server-only';
import type { TMenu } from '@/lib/schemas/entities';
import type { MenuRepository } from '../repositories/menu-repository';

/** How long placing orders reuses a store's parsed menus: a menu change applies within this time. */
export const MENU_CACHE_MS = 5_000;

const cache = new Map<string, { at: number; menus: Promise<TMenu[]> }>();

/**
 * A store's menus for pricing orders, read from the database at most every 5 s per store. The
 * biggest demo menu is over 100 KB of JSON: parsing it for every order was the largest cost of
 * placing one under load. 5 s is well inside the spec's 30 s menu re-evaluation, so an order is
 * never priced from a menu older than the one the browser may show.
 */
export function storeMenus(menus: MenuRepository, storeId: string, now = Date.now()): Promise<TMenu[]> {
  const hit = cache.get(storeId);
  if (hit && now - hit.at < MENU_CACHE_MS) return hit.menus;
  const loading = menus.listByStore(storeId);
  cache.set(storeId, { at: now, menus: loading });
  // A failed read is not kept: the next order reads again.
  loading.catch(() => cache.delete(storeId));
  return loading;
}
