import 'server-only';
import type { NextRequest } from 'next/server';
import { withoutLocalePrefix } from '@/lib/i18n/paths';
import { LOCALE_COOKIE } from '@/lib/i18n/routing';

/**
 * Which pages a shared cache (a CDN in front of the app) may keep: the public pages every visitor
 * sees alike (the store list, a store's menu, its gift store, the static pages), in either
 * language. Nothing on them is read from the visitor's cookies: the member's name, the cart and
 * the order type are the browser's, drawn after load. Every other page (checkout, order status,
 * account pages, the board) stays private.
 */
const PUBLIC_PAGES = [/^\/$/, /^\/store\/[^/]+$/, /^\/store\/[^/]+\/giftcards$/, /^\/(about|contact|privacypolicy)$/];

/**
 * The shared cache keeps a public page for 30 s and may serve it up to a minute longer while it
 * fetches a fresh one; browsers ask again each time (max-age=0). A menu change (an import, the
 * board's sold-out switch) so reaches every visitor within 90 s, and the order handler reprices
 * and checks every line itself, so a kept page never sells what the store no longer has.
 */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=30, stale-while-revalidate=60';

/** The page path without its locale prefix (`/zh-CN/store/x` is `/store/x`), without a trailing slash. */
function unprefixed(pathname: string): string {
  const path = withoutLocalePrefix(pathname);
  return path.length > 1 ? path.replace(/\/+$/, '') : '/';
}

export function isPublicPage(pathname: string): boolean {
  const path = unprefixed(pathname);
  return PUBLIC_PAGES.some((page) => page.test(path));
}

type Proxy = (request: NextRequest) => Promise<Response>;

/**
 * Wraps the proxy so a public page (GET or HEAD, rendered rather than redirected or refused) can
 * be kept by a shared cache: `PUBLIC_PAGE_CACHE_CONTROL` (Next keeps a Cache-Control the proxy
 * set), and no cookie. next-intl would set its language cookie on every answer; it is written
 * when the visitor chooses a language (the picker's navigation writes it in the browser) and on
 * private pages, so the public answer is the same for everyone. The nonce of the page's
 * Content-Security-Policy is kept with the page it was rendered into: a cache serves both
 * together, and what the render wrote is what the nonce allows.
 */
export function withCachePolicy(proxy: Proxy): Proxy {
  return async (request) => {
    const response = await proxy(request);
    const rendered = response.status === 200 && !response.headers.has('location');
    if (!rendered || (request.method !== 'GET' && request.method !== 'HEAD') || !isPublicPage(request.nextUrl.pathname)) return response;
    const cookies = response.headers.getSetCookie().filter((cookie) => !cookie.startsWith(`${LOCALE_COOKIE}=`));
    response.headers.delete('set-cookie');
    for (const cookie of cookies) response.headers.append('set-cookie', cookie);
    response.headers.set('Cache-Control', PUBLIC_PAGE_CACHE_CONTROL);
    return response;
  };
}
