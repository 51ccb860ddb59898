import 'server-only';
import { cache } from 'react';
import { container } from './container';
import { env } from './env';
import { findStore } from './use-cases/find-store';
import { listStores } from './use-cases/list-stores';

/** The pages' reads, deduplicated within one request (metadata and page share them). */
export const loadStore = cache(async (storename: string) => {
  const { stores, headOffices } = await container();
  return findStore({ stores, headOffices, storename });
});

export const loadStoreList = cache(async (state: string | undefined, now: Date) => {
  const { stores } = await container();
  return listStores({ stores, now, state, headOfficeId: env().BRAND_HQ_ID });
});

export const loadMenus = cache(async (storeId: string) => {
  const { menus } = await container();
  return menus.listByStore(storeId);
});

export const loadGroupStores = cache(async (headOfficeId: string) => {
  const { stores } = await container();
  return stores.listByHeadOffice(headOfficeId);
});
