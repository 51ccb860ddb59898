/**
 * The spec's widget-mode navigation rules (part 1 §2 "Navigation rules"), as a pure decision on
 * a page path without its locale prefix:
 * - landing on the main page (`/`) reloads the widget's origin (where it started) unless store
 *   selection at checkout is on;
 * - a gift configuration sends the main page to the configured store's gift store;
 * - a configuration that is not a head office's sends the main page to its store and turns any
 *   other store in a store path into it.
 */
export interface TWidgetRoute {
  storeId: string;
  slug: string;
  /** the configuration names a head office: no store is forced */
  isHQ: boolean;
  isGift: boolean;
  storeSelectionAtCheckout: boolean;
  /** the widget's start path (no locale prefix) */
  start: string;
}

/** Paths whose first segment after the prefix names a store: `/store/{storename}/...`, `/s/{slug}`, `/signup/{storeid}`. */
const STORE_PATH = /^\/(store|s|signup)\/([^/]+)(\/.*)?$/;

function namesStore(config: TWidgetRoute, storename: string): boolean {
  return storename === config.storeId || storename.toLowerCase() === config.slug;
}

/** Where the request must go instead (a path of this site, locale prefix not included), or null. */
export function widgetRedirect(config: TWidgetRoute, path: string): string | null {
  const home = `/store/${config.slug}`;
  if (path === '/' || path === '') {
    if (config.isGift) return `${home}/giftcards`;
    if (!config.isHQ) return home;
    if (config.storeSelectionAtCheckout || config.start === '/') return null;
    return config.start;
  }
  if (config.isHQ) return null;
  const match = STORE_PATH.exec(path);
  if (!match) return null;
  const [, kind, storename, rest = ''] = match;
  let decoded: string;
  try {
    decoded = decodeURIComponent(storename);
  } catch {
    return null;
  }
  if (namesStore(config, decoded)) return null;
  // /s/{slug} and /signup/{storeid} lead to the configured store's own pages.
  if (kind === 's') return home;
  if (kind === 'signup') return `/signup/${config.storeId}`;
  return `${home}${rest}`;
}
