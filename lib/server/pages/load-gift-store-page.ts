import 'server-only';
import { cache } from 'react';
import { cardFormOf } from './load-checkout-page';
import { giftProductsOf } from '@/lib/domain/gift-cards/gift-products';
import { selectActiveMenu } from '@/lib/domain/menu/active-menu';
import { isStripeActivated } from '@/lib/domain/store/card-provider';
import { storeLooks } from '@/lib/domain/store/store-looks';
import type { TGiftStorePageView } from '@/lib/views/gift-cards';
import type { PageLoad } from '@/lib/views/store';
import { container, type Container } from '../container';
import { loadMenus } from './page-data';
import { findPageStore } from './load-store-page';

export interface LoadGiftStorePageOptions {
  /** the store's name, slug or id (spec: /store/{storename}/giftcards and /store/{storeid}/giftcards) */
  storename: string;
  app: Pick<Container, 'cardPaymentsFor' | 'stripePublishableKey'>;
  now: Date;
}

/**
 * The one loader of the gift pages (gift store, mobile gift cart, gift checkout, gift thank-you):
 * the store, the gift cards of its active menu's gift-card category that are in the menu, and
 * what the gift checkout needs to price (bank surcharges) and check (minimum) in the browser.
 */
export async function loadGiftStorePage({ app, storename, now }: LoadGiftStorePageOptions): Promise<PageLoad<TGiftStorePageView>> {
  const found = await findPageStore(storename);
  if (found.status !== 'found') return found;
  const { store, headOffice } = found;
  const menu = selectActiveMenu(await loadMenus(store.ID), { now, timeZone: store.TimezoneIanaFormat, menuQuery: null });
  const stripe = isStripeActivated(store, headOffice);
  const phone = store.OfficePhone?.replace(/[^\d+]/g, '') ?? '';
  return {
    status: 'found',
    view: {
      storeId: store.ID,
      storeSlug: store.Slug,
      storeName: store.Name,
      title: headOffice?.Name ?? store.Name,
      branded: Boolean(headOffice),
      currencyLocaleName: store.CurrencyLocaleName ?? null,
      products: menu ? giftProductsOf(menu) : [],
      bankSurcharges: store.SurchargeBankSettings ?? [],
      orderTypeRules: store.OrderTypeConstraintRules ?? null,
      cardForm: cardFormOf(app, stripe),
      longCvv: stripe,
      supportHref: phone ? `tel:${phone}` : null,
      looks: storeLooks(store, headOffice),
    },
  };
}

/** The gift pages' one loader, shared by a page and its metadata within one request. */
export const giftPageData = cache(async (storename: string) => loadGiftStorePage({ app: await container(), storename, now: new Date() }));
