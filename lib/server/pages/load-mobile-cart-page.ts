import 'server-only';
import { selectActiveMenu } from '@/lib/domain/menu/active-menu';
import { storeLooks } from '@/lib/domain/store/store-looks';
import type { MobileCartPageView, PageLoad } from '@/lib/views/store';
import { loadMenus } from './page-data';
import type { Container } from '../container';
import { openOrderToPay, openSavedOrder } from '../checkout/saved-orders';
import { findPageStore } from './load-store-page';
import { storeScreenConfig } from '../stores/store-screen-config';

export interface LoadMobileCartPageOptions {
  app: Pick<Container, 'historyOrders' | 'documents'>;
  storename: string;
  /** the `menu` query: the cart belongs to this named menu */
  menuQuery: string | null;
  /** the path's {qrcode} segment: a saved order's id (the save-order page's QR code, or the scanner's decoded code) */
  savedOrderId?: string | null;
  /**
   * The path's {orderid} segment: an earlier order of this store to pay again (a failed payment,
   * a reorder), opened by its owner's session or the `?t=` token of its status link
   */
  orderToPay?: { orderId: string; token: string | null; userId: string | null } | null;
  now: Date;
}

/**
 * The mobile cart ("your order", spec route /store/{storename}/shoppingcartmobile/{qrcode?}/{orderid?}):
 * the store's cart settings and, when the path names one, the saved order to load into the cart.
 */
export async function loadMobileCartPage({
  app,
  storename,
  menuQuery,
  savedOrderId = null,
  orderToPay = null,
  now,
}: LoadMobileCartPageOptions): Promise<PageLoad<MobileCartPageView>> {
  const found = await findPageStore(storename);
  if (found.status !== 'found') return found;
  const { store, headOffice } = found;
  const menus = await loadMenus(store.ID);
  const menu = selectActiveMenu(menus, { now, timeZone: store.TimezoneIanaFormat, menuQuery });
  const screen = storeScreenConfig({ store, menu, menus, displayMode: false, menuQuery, termsHtml: null, logo: null, now });
  // The saved order is priced with the menu it was filled from, else the page's.
  const savedOrder = orderToPay
    ? await openOrderToPay({ historyOrders: app.historyOrders, storeId: store.ID, menu, ...orderToPay })
    : savedOrderId
      ? await openSavedOrder({
          documents: app.documents,
          storeId: store.ID,
          id: savedOrderId,
          menu: (savedMenu) => (savedMenu ? selectActiveMenu(menus, { now, timeZone: store.TimezoneIanaFormat, menuQuery: savedMenu }) : menu),
          now,
        })
      : null;
  return {
    status: 'found',
    view: { title: headOffice?.Name ?? store.Name, branded: Boolean(headOffice), screen, looks: storeLooks(store, headOffice), savedOrder },
  };
}
