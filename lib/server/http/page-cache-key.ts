import 'server-only';
import type http from 'node:http';
import { LOCALE_COOKIE, routing } from '@/lib/i18n/routing';
import { WIDGET_COOKIE } from '../stores/widget-cookie';

/**
 * Which requests the page cache (page-cache.ts) may answer, and the key of each: everything of
 * the request that the answer depends on, so a kept answer is only ever sent to a request it fits.
 *
 * A page load is keyed by its path and query, Accept-Encoding (the bytes are stored compressed, as
 * sent) and the language next-intl goes by: the chosen language's cookie, or without one the
 * browser's Accept-Language (an English URL sends a visitor who chose, or whose browser prefers,
 * Chinese to the Chinese page: a kept English page must not answer them). It must ask for HTML: without it the page carries its markup in React's payload
 * (components/static-html).
 *
 * A client navigation or prefetch (`RSC: 1`) is keyed apart from every page load, and also by the
 * router's headers, which are Next's `Vary` on it and what its `_rsc` parameter hashes
 * (next/dist/server/base-server.js, `setVaryHeader` and the cache-busting check): the router's
 * state tree (Next renders only the segments that tree lacks), prefetch or full navigation and the
 * segment a prefetch asks for, and `Next-Url`. The key holds the headers themselves, not only the
 * URL's `_rsc`: that hash is checked by Next (a mismatch is redirected, never kept), but Next also
 * takes its legacy five-character form, easy to collide. It holds Accept too (the payload carries the tiles'
 * markup unless Accept names text/html) and, without a language cookie, Accept-Language: next-intl
 * then picks the language from it, and may redirect.
 *
 * The widget (its `OOConfig` cookie can redirect), a server action, the dev server's refresh and a
 * page load carrying the router's headers always reach the app.
 */

const RSC = 'rsc';
/** The headers Next varies an RSC answer on besides `RSC` (next/dist/client/components/app-router-headers.js). */
const ROUTER_HEADERS = ['next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-url'];
const NEVER_KEPT = ['next-action', 'next-hmr-refresh'];
/** The router's marks that keep a page load (no `RSC: 1`) from the cache, as before client navigations were kept. */
const NOT_A_PAGE_LOAD = [RSC, 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action'];

function cookieOf(request: http.IncomingMessage, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

const header = (request: http.IncomingMessage, name: string) => String(request.headers[name] ?? '');

/** The language next-intl goes by: the cookie when it names one of ours, else whatever Accept-Language says. */
function languageOf(request: http.IncomingMessage): string {
  const cookie = cookieOf(request, LOCALE_COOKIE);
  return cookie !== undefined && (routing.locales as readonly string[]).includes(cookie) ? cookie : `accept-language:${header(request, 'accept-language')}`;
}

/** The key of a request the cache may answer, or null when it must reach the app. */
export function keyOf(request: http.IncomingMessage): string | null {
  if (request.method !== 'GET') return null;
  const url = request.url ?? '/';
  if (url.startsWith('/_next/')) return null;
  if (cookieOf(request, WIDGET_COOKIE) !== undefined) return null;
  if (request.headers[RSC] === '1') {
    if (NEVER_KEPT.some((name) => request.headers[name] !== undefined)) return null;
    return [
      RSC,
      url,
      header(request, 'accept-encoding'),
      header(request, 'accept'),
      languageOf(request),
      ...ROUTER_HEADERS.map((name) => header(request, name)),
      header(request, 'x-deployment-id'),
    ].join('\n');
  }
  if (NOT_A_PAGE_LOAD.some((name) => request.headers[name] !== undefined) || /[?&]_rsc=/.test(url)) return null;
  const api = url === '/api' || url.startsWith('/api/');
  if (!api && !header(request, 'accept').includes('text/html')) return null;
  return [url, header(request, 'accept-encoding'), api ? (cookieOf(request, LOCALE_COOKIE) ?? '') : languageOf(request)].join('\n');
}

/**
 * The request asks past the caches (a forced reload; the browser's `fetch(…, { cache: 'no-store' })`
 * sends `Cache-Control: no-cache`, as the store screen does to read a changed menu again): it
 * reaches the app, and what it gets is kept for the next ones.
 */
export function wantsFresh(request: http.IncomingMessage): boolean {
  return /\b(no-cache|no-store|max-age=0)\b/.test(header(request, 'cache-control')) || request.headers.pragma === 'no-cache';
}
