import 'server-only';
import type { TThankYouPageView } from '@/lib/views/order-status-page';
import type { HeadOfficeRepository } from '../repositories/head-office-repository';
import type { StoreRepository } from '../repositories/store-repository';
import { findStore } from './find-store';

/**
 * The thank-you page's one loader (spec route /store/{storename}/thankyou, where checkout lands
 * when the store hides order tracking from guests). Null when there is no such store.
 */
export async function loadThankYouPage({
  stores,
  headOffices,
  storename,
}: {
  stores: StoreRepository;
  headOffices: HeadOfficeRepository;
  storename: string;
}): Promise<TThankYouPageView | null> {
  const found = await findStore({ stores, headOffices, storename });
  if (!found || found.store.IsEnabled === false) return null;
  const { store, headOffice } = found;
  return { storeSlug: store.Slug, storeId: store.ID, storeName: store.Name, loginEnabled: store.ViewComponentConfigs?.LogIn === true, branded: Boolean(headOffice) };
}
