import { routing, type Locale } from './routing';

/**
 * The app's paths in a language, for the server, the proxy and the browser alike (sitemap,
 * redirects, cache policy, links). English paths have no prefix and Simplified Chinese ones start
 * with /zh-CN (routing.ts, `localePrefix: 'as-needed'`), as next-intl's proxy serves them. The
 * server's redirect is navigation.ts; the browser's links and navigation are
 * client-navigation.tsx. None of them pulls in next-intl's navigation or next/link, which would
 * add some 8 KB gzipped to every page's first load (issue 19).
 */

/** Where a link or a navigation goes: a path (with its query, if any), or a path and a query. */
export type Href = string | { pathname: string; query?: Record<string, string | number | boolean | readonly (string | number | boolean)[]> };

function withQuery(href: Href): string {
  if (typeof href === 'string') return href;
  if (!href.query) return href.pathname;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(href.query)) {
    if (Array.isArray(value)) for (const each of value) search.append(key, String(each));
    else search.set(key, String(value));
  }
  return `${href.pathname}?${search.toString()}`;
}

/** A path on this site (`/store/x`), not another site's address nor a relative path. */
export function isSitePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//');
}

/**
 * `href` as the URL path in `locale`: `/store/x` is `/store/x` in English and `/zh-CN/store/x` in
 * Chinese, `/` is `/zh-CN`. `forcePrefix` prefixes English too (`/en/...`): a change of language
 * goes there, and the proxy answers with the unprefixed page. A full URL or a relative path is
 * left as it is.
 */
export function getPathname({ href, locale, forcePrefix = false }: { href: Href; locale: Locale; forcePrefix?: boolean }): string {
  const path = withQuery(href);
  if (!isSitePath(path)) return path;
  if (locale === routing.defaultLocale && !forcePrefix) return path;
  // `/` and `/?query` take the bare prefix: no trailing slash.
  return `/${locale}${/^\/(\?.*)?$/.test(path) ? path.slice(1) : path}`;
}

/** A page path without its language prefix: `/zh-CN/store/x` is `/store/x`, `/zh-CN` is `/`. */
export function withoutLocalePrefix(pathname: string): string {
  const [, first, ...rest] = pathname.split('/');
  return (routing.locales as readonly string[]).includes(first ?? '') ? `/${rest.join('/')}` : pathname;
}
