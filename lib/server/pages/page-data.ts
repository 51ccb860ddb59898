import 'server-only';
import { cache } from 'react';
import { keptMenus, keptStoreNamed, keptStores } from '../cache/catalogue-reads';

/**
 * The public pages' reads: kept across requests by `'use cache'` (cache/catalogue-reads.ts) and
 * deduplicated within one request (metadata and page share them).
 */
export const loadStore = cache((storename: string) => keptStoreNamed(storename));

export const loadMenus = cache((storeId: string) => keptMenus(storeId));

export const loadGroupStores = cache((headOfficeId: string) => keptStores(headOfficeId));
