import 'server-only';
import { AppError } from '@/lib/domain/errors/app-error';
import { isEnabledStore } from '@/lib/domain/store/enabled-store';
import type { THeadOffice, TStore } from '@/lib/schemas/entities';
import type { Container } from '../container';

export interface FoundStore {
  store: TStore;
  headOffice: THeadOffice | null;
}

/**
 * How a caller names a store: `id` (an API path's storeId), `storename` (a page path's: its id,
 * Name or Slug) or `slug` (the short link /s/{slug}).
 */
export type StoreKey = { id: string } | { storename: string } | { slug: string };

export interface StoreLookup {
  app: Pick<Container, 'stores' | 'headOffices'>;
  by: StoreKey;
}

/** Store ids are numeric strings: a slug or name in an API path is not a store id. */
const STORE_ID = /^\d{1,20}$/;

/**
 * Spec part 1 §2 navigation rules: a numeric storename is the store id; otherwise the store is
 * looked up by its Name (and, for readable links, by its Slug).
 */
async function storeOf({ stores }: StoreLookup['app'], by: StoreKey): Promise<TStore | null> {
  if ('id' in by) return STORE_ID.test(by.id) ? stores.findById(by.id) : null;
  if ('slug' in by) return stores.findBySlug(by.slug);
  const name = by.storename.trim();
  if (name.length === 0) return null;
  return /^\d+$/.test(name) ? stores.findById(name) : ((await stores.findByName(name)) ?? (await stores.findBySlug(name.toLowerCase())));
}

/**
 * The store named, enabled or not, with its head office; null means no such store. A failing
 * read throws (a page turns that into the general error route).
 */
export async function findStore({ app, by }: StoreLookup): Promise<FoundStore | null> {
  const store = await storeOf(app, by);
  if (!store) return null;
  const headOffice = store.HQCompanyID ? await app.headOffices.findById(store.HQCompanyID).catch(() => null) : null;
  return { store, headOffice };
}

/** The found store when it is enabled: a disabled store's pages and calls answer 404. */
export function enabledOnly(found: FoundStore | null): FoundStore | null {
  return found && isEnabledStore(found.store) ? found : null;
}

/** The enabled store named, or null (for pages, which answer 404). */
export async function findEnabledStore(lookup: StoreLookup): Promise<FoundStore | null> {
  return enabledOnly(await findStore(lookup));
}

/**
 * The enabled store named, without its head office: the API's store routes read only the store,
 * one document read and not two. Unknown or disabled: AppError STORE_NOT_FOUND (404). A test store
 * (IsTest) resolves: it is kept out of lists, the sitemap and search engines, but its owner still
 * orders from it by its link.
 */
export async function requireStoreRecord({ app, by }: StoreLookup): Promise<TStore> {
  const store = await storeOf(app, by);
  if (!store || !isEnabledStore(store)) throw new AppError('STORE_NOT_FOUND', 'errors.storeNotFound');
  return store;
}

/** The enabled store named, with its head office; unknown or disabled: STORE_NOT_FOUND, as requireStoreRecord. */
export async function requireStore(lookup: StoreLookup): Promise<FoundStore> {
  const found = await findEnabledStore(lookup);
  if (!found) throw new AppError('STORE_NOT_FOUND', 'errors.storeNotFound');
  return found;
}
