import 'server-only';
import type { TThankYouPageView } from '@/lib/views/order-status-page';
import type { Container } from '../container';
import { findEnabledStore } from '../stores/find-store';

/**
 * The thank-you page's one loader (spec route /store/{storename}/thankyou, where checkout lands
 * when the store hides order tracking from guests). Null when there is no such store.
 */
export async function loadThankYouPage({ app, storename }: { app: Pick<Container, 'stores' | 'headOffices'>; storename: string }): Promise<TThankYouPageView | null> {
  const found = await findEnabledStore({ app, by: { storename } });
  if (!found) return null;
  const { store, headOffice } = found;
  return { storeSlug: store.Slug, storeId: store.ID, storeName: store.Name, loginEnabled: store.ViewComponentConfigs?.LogIn === true, branded: Boolean(headOffice) };
}
