/**
 * The link parameters read back (spec part 1 §2 "Navigation rules"): a table (with `s`, its
 * security code) stays for the session and keeps hiding the other order types after the query is
 * gone; `mobile` is kept across navigation; `menu` is kept in every link, so the cart stays on the
 * named menu; `room` and `coupon` are remembered locally. Query first, then what was saved.
 */
import { readStorage, STORAGE_KEYS, type StoreQueryParams, type TTableSession } from './storage';

export interface LinkParams {
  table: TTableSession | null;
  menu: string | null;
  mobile: boolean;
  room: string | null;
  coupon: string | null;
}

export const NO_LINK_PARAMS: LinkParams = { table: null, menu: null, mobile: false, room: null, coupon: null };

/** The query's parameters, else the saved ones. `menu` comes from the query only: the page's menu is the query's. */
export function resolveLinkParams(query: StoreQueryParams): LinkParams {
  return {
    table: query.refusedTable ? null : (query.table ?? readStorage(STORAGE_KEYS.table)),
    menu: query.menu,
    mobile: query.mobile || readStorage(STORAGE_KEYS.mobile) === true,
    room: query.room ?? readStorage(STORAGE_KEYS.room),
    coupon: query.coupon ?? readStorage(STORAGE_KEYS.coupon),
  };
}

/** The query every store link keeps: `?menu=…&table=…&s=…&mobile=1`, or '' when there is nothing to keep. */
export function keptQuery(params: Pick<LinkParams, 'table' | 'menu' | 'mobile'>): string {
  const search = new URLSearchParams();
  if (params.menu) search.set('menu', params.menu);
  if (params.table) {
    search.set('table', params.table.TableNumber);
    if (params.table.SecurityCode) search.set('s', params.table.SecurityCode);
  }
  if (params.mobile) search.set('mobile', '1');
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The store's links with the kept query (paths without the locale prefix; the i18n Link adds it). */
export function storeLinks(slug: string, params: Pick<LinkParams, 'table' | 'menu' | 'mobile'>) {
  const query = keptQuery(params);
  return {
    store: `/store/${slug}${query}`,
    mobileCart: `/store/${slug}/shoppingcartmobile${query}`,
    checkout: `/store/${slug}/checkout${query}`,
    saveOrder: `/store/${slug}/saveOrderMobile${query}`,
    scanner: `/store/${slug}/qrcodescanner${query}`,
  };
}

/** A store link asking its page to redeem a reward (the mobile cart's rewards with options to choose). */
export function withRewardParam(link: string, reward: { type: 'points' | 'stamps'; id: string }): string {
  return `${link}${link.includes('?') ? '&' : '?'}redeem=${encodeURIComponent(`${reward.type}:${reward.id}`)}`;
}

/** The `redeem` query read back: its kind and id, or null when it is not one. */
export function parseRewardParam(value: string): { type: 'points' | 'stamps'; id: string } | null {
  const match = /^(points|stamps):(.{1,100})$/.exec(value);
  return match ? { type: match[1] as 'points' | 'stamps', id: match[2] } : null;
}
