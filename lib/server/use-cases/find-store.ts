import 'server-only';
import type { THeadOffice, TStore } from '@/lib/schemas/entities';
import type { HeadOfficeRepository } from '../repositories/head-office-repository';
import type { StoreRepository } from '../repositories/store-repository';

export interface FoundStore {
  store: TStore;
  headOffice: THeadOffice | null;
}

/**
 * Spec part 1 §2 navigation rules: a numeric storename is the store id; otherwise the store is
 * looked up by its Name (and, for readable links, by its Slug). Null means no such store; a
 * failing read throws, and the page turns that into the general error route.
 */
export async function findStore({ stores, headOffices, storename }: { stores: StoreRepository; headOffices: HeadOfficeRepository; storename: string }): Promise<FoundStore | null> {
  const name = storename.trim();
  if (name.length === 0) return null;
  const store = /^\d+$/.test(name) ? await stores.findById(name) : ((await stores.findByName(name)) ?? (await stores.findBySlug(name.toLowerCase())));
  if (!store) return null;
  const headOffice = store.HQCompanyID ? await headOffices.findById(store.HQCompanyID).catch(() => null) : null;
  return { store, headOffice };
}
