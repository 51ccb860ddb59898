import 'server-only';
import { AppError } from '@/lib/domain/errors/app-error';
import { allowedFrameOrigins } from '@/lib/domain/widget/frame-origins';
import type { THeadOffice, TOOConfig, TStore } from '@/lib/schemas/entities';
import type { TWidgetStartQuery } from '@/lib/schemas/api/widget';
import { isEnabledStore } from '@/lib/domain/store/enabled-store';
import type { Container } from '@/lib/server/container';
import { requireStore } from '../find-store';

export interface StartedWidget {
  config: TOOConfig;
  /** the first page of the frame, with its locale prefix */
  location: string;
}

type WidgetApp = Pick<Container, 'stores' | 'headOffices'>;

const notFound = () => new AppError('STORE_NOT_FOUND', 'errors.storeNotFound');

/** A head office's storefront: its own company entry (IsHQ), else its first enabled store. */
async function headOfficeStore({ stores, headOffices }: WidgetApp, hq: string): Promise<{ store: TStore; headOffice: THeadOffice }> {
  const headOffice = await headOffices.findById(hq);
  if (!headOffice) throw notFound();
  const group = (await stores.listByHeadOffice(headOffice.ID)).filter(isEnabledStore);
  const store = group.find((candidate) => candidate.IsHQ) ?? group.sort((a, b) => (a.DisplayOrder ?? 0) - (b.DisplayOrder ?? 0))[0];
  if (!store) throw notFound();
  return { store, headOffice };
}

/**
 * `/embed.js` opens its frame here: the snippet's options become the widget's order
 * configuration (the spec's OOConfig), and the frame goes on to the widget's first page, the
 * store (or its gift store, or its table link).
 */
export async function startWidget({ app, query }: { app: WidgetApp; query: TWidgetStartQuery }): Promise<StartedWidget> {
  const { store, headOffice } = query.hq !== undefined ? await headOfficeStore(app, query.hq) : await requireStore({ app, by: { storename: query.store ?? '' } });
  const table = query.table ? `?${new URLSearchParams({ table: query.table, ...(query.s ? { s: query.s } : {}) })}` : '';
  const start = `/store/${store.Slug}${query.gift ? '/giftcards' : table}`;
  const host = query.host && allowedFrameOrigins(store, headOffice).includes(query.host) ? query.host : undefined;
  const config: TOOConfig = {
    StoreID: store.ID,
    Slug: store.Slug,
    IsHQ: query.hq !== undefined,
    IsGift: query.gift,
    NoScroll: query.noScroll,
    StoreSelectionAtCheckout: store.ViewComponentConfigs?.StoreSelectionAtCheckout === true,
    Start: start,
    ...(host ? { Host: host } : {}),
    ...(query.table ? { OrderType: 'MENU_DIN' as const } : query.orderType ? { OrderType: query.orderType } : {}),
  };
  const prefix = query.locale && query.locale !== 'en' ? `/${query.locale}` : '';
  return { config, location: `${prefix}${start}` };
}
