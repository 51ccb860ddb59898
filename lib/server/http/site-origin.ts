import 'server-only';
import { env, type TEnv } from '../env';

/** What a request's origin is read from: its headers and the URL Next built for it. */
interface OriginRequest {
  headers: Headers;
  nextUrl: URL;
}

/** `shop.example.com`, `localhost:3000`, `[::1]:3000`: a host as a Host header may name it, nothing else. */
const HOST = /^([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(:\d{1,5})?$/i;

/** The entry of a list header (X-Forwarded-Host, X-Forwarded-Proto) that the outermost trusted proxy wrote. */
function forwardedEntry(header: string | null, trustedHops: number): string | undefined {
  const entries = (header ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries[Math.max(0, entries.length - trustedHops)];
}

/**
 * The origin a request was asked on. Behind TRUSTED_PROXY_HOPS proxies the browser's host and
 * scheme are the ones the proxy forwarded (X-Forwarded-Host and -Proto): our own socket saw the
 * proxy's plain http. With no proxy trusted those headers are the client's own words and never
 * read; the Host header is what the browser asked. Next's own request URL is not: behind the
 * custom server it is always localhost and the server's port.
 */
function requestOrigin(request: OriginRequest, trustedHops: number): string {
  if (trustedHops > 0) {
    const host = forwardedEntry(request.headers.get('x-forwarded-host'), trustedHops);
    const proto = forwardedEntry(request.headers.get('x-forwarded-proto'), trustedHops);
    if (host && HOST.test(host)) return `${proto === 'https' ? 'https' : 'http'}://${host.toLowerCase()}`;
  }
  const host = request.headers.get('host');
  return host && HOST.test(host) ? `${request.nextUrl.protocol}//${host.toLowerCase()}` : request.nextUrl.origin;
}

/**
 * This site's public origin, `https://order.example.com`: SITE_URL's when it is set. Without it,
 * a redirect goes back to the origin its request was asked on, and what has no request (a mail,
 * a canonical link) names `http://localhost:PORT`. Mail, canonical links, Open Graph and the
 * sitemap never pass the request: a link in a password mail must not take its host from a
 * header the asker wrote, nor may a page that a shared cache keeps.
 */
export function siteOrigin(request?: OriginRequest, current: TEnv = env()): string {
  if (current.SITE_URL) return new URL(current.SITE_URL).origin;
  return request ? requestOrigin(request, current.TRUSTED_PROXY_HOPS) : `http://localhost:${current.PORT}`;
}

/** An absolute URL on this site (see siteOrigin) for a path such as `/store/harbour-sydney?table=4`. */
export function siteUrl(path: string, request?: OriginRequest): URL {
  const origin = siteOrigin(request);
  const url = new URL(path, origin);
  // `//elsewhere.example` and `/\elsewhere.example` are paths to a URL parser too.
  if (url.origin !== origin) throw new Error(`Not a path of this site: ${path}`);
  return url;
}
