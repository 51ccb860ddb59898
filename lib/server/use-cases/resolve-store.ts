import 'server-only';
import { AppError } from '@/lib/domain/errors/app-error';
import type { TStore } from '@/lib/schemas/entities';
import type { StoreRepository } from '../repositories/store-repository';

/** Store ids are numeric strings: a slug or name in an API path is not a store id. */
const STORE_ID = /^\d{1,20}$/;

/**
 * The store of a `/api/stores/{storeId}/...` call: unknown or disabled stores are 404
 * STORE_NOT_FOUND. A test store (IsTest) resolves: it is kept out of lists, the sitemap and
 * search engines, but its owner still orders from it by its link.
 */
export async function resolveStore({ stores, storeId }: { stores: StoreRepository; storeId: string }): Promise<TStore> {
  const store = STORE_ID.test(storeId) ? await stores.findById(storeId) : null;
  if (!store || !store.IsEnabled) throw new AppError('STORE_NOT_FOUND', 'errors.storeNotFound');
  return store;
}
