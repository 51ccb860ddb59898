import 'server-only';
import { cache } from 'react';
import { keptMenus, keptStoreNamed, keptStores } from './cache/catalogue-reads';
import { env } from './env';
import { listStores } from './use-cases/list-stores';

/**
 * The public pages' reads: kept across requests by `'use cache'` (cache/catalogue-reads.ts) and
 * deduplicated within one request (metadata and page share them).
 */
export const loadStore = cache((storename: string) => keptStoreNamed(storename));

export const loadStoreList = cache(async (state: string | null, show: string | null, now: Date) => {
  const headOfficeId = env().BRAND_HQ_ID;
  return listStores({ stores: await keptStores(headOfficeId ?? null), now, state, show, headOfficeId });
});

export const loadMenus = cache((storeId: string) => keptMenus(storeId));

export const loadGroupStores = cache((headOfficeId: string) => keptStores(headOfficeId));
