import 'server-only';
import type { THeadOffice, TStore } from '@/lib/schemas/entities';
import type { HeadOfficeRepository } from '../repositories/head-office-repository';
import type { StoreRepository } from '../repositories/store-repository';

export interface FoundStore {
  store: TStore;
  headOffice: THeadOffice | null;
}

/** The store a route's storename names (its id, Name or Slug), or null. */
async function storeNamed(stores: StoreRepository, storename: string): Promise<TStore | null> {
  const name = storename.trim();
  if (name.length === 0) return null;
  return /^\d+$/.test(name) ? stores.findById(name) : ((await stores.findByName(name)) ?? (await stores.findBySlug(name.toLowerCase())));
}

/**
 * Spec part 1 §2 navigation rules: a numeric storename is the store id; otherwise the store is
 * looked up by its Name (and, for readable links, by its Slug). Null means no such store; a
 * failing read throws, and the page turns that into the general error route.
 */
export async function findStore({ stores, headOffices, storename }: { stores: StoreRepository; headOffices: HeadOfficeRepository; storename: string }): Promise<FoundStore | null> {
  const store = await storeNamed(stores, storename);
  if (!store) return null;
  const headOffice = store.HQCompanyID ? await headOffices.findById(store.HQCompanyID).catch(() => null) : null;
  return { store, headOffice };
}
