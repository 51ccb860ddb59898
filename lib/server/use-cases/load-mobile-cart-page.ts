import 'server-only';
import { selectActiveMenu } from '@/lib/domain/menu/active-menu';
import { storeLooks } from '@/lib/domain/store/store-looks';
import type { MobileCartPageView, PageLoad } from '@/lib/views/store';
import { loadMenus } from '../page-data';
import { findPageStore } from './load-store-page';
import { storeScreenConfig } from './store-screen-config';

export interface LoadMobileCartPageOptions {
  storename: string;
  /** the `menu` query: the cart belongs to this named menu */
  menuQuery: string | null;
  now: Date;
}

/** The mobile cart ("your order", spec route /store/{storename}/shoppingcartmobile): the store's cart settings. */
export async function loadMobileCartPage({ storename, menuQuery, now }: LoadMobileCartPageOptions): Promise<PageLoad<MobileCartPageView>> {
  const found = await findPageStore(storename);
  if (found.status !== 'found') return found;
  const { store, headOffice } = found;
  const menus = await loadMenus(store.ID);
  const menu = selectActiveMenu(menus, { now, timeZone: store.TimezoneIanaFormat, menuQuery });
  const screen = storeScreenConfig({ store, menu, menus, displayMode: false, menuQuery, termsHtml: null, logo: null, now });
  return {
    status: 'found',
    view: { title: headOffice?.Name ?? store.Name, branded: Boolean(headOffice), screen, looks: storeLooks(store, headOffice) },
  };
}
