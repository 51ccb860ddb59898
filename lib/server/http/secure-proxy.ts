import 'server-only';
import type { NextRequest } from 'next/server';
import { env, firebaseAuthConfig, stripeKeys } from '../env';
import { isApiPath } from './request-guard';
import { newNonce, securityHeaders } from './security-headers';

/** The origins that may frame a response (none unless a rule says otherwise). */
export type FrameAncestorsOf = (request: NextRequest) => readonly string[] | Promise<readonly string[]>;

type Proxy = (request: NextRequest) => Promise<Response>;

/**
 * Wraps the proxy so every page and API answer it gives carries the security headers. A page
 * request gets a fresh nonce, written into the request's own Content-Security-Policy header
 * (Next.js reads the nonce from there and puts it on its scripts) and into `x-nonce` (for our
 * own nonce'd scripts): a handler that forwards request headers (next-intl does) passes both on.
 * Static files never reach the proxy; next.config.mjs gives them the fixed headers.
 */
export function withSecurityHeaders(proxy: Proxy, frameAncestorsOf: FrameAncestorsOf = () => []): Proxy {
  return async (request) => {
    const { pathname } = request.nextUrl;
    const current = env();
    const nonce = isApiPath(pathname) ? undefined : newNonce();
    const headers = securityHeaders({
      pathname,
      nonce,
      frameAncestors: await frameAncestorsOf(request),
      production: current.NODE_ENV === 'production',
      stripe: stripeKeys(current) !== null,
      firebaseAuthDomain: firebaseAuthConfig(current)?.web.authDomain,
    });
    if (nonce) {
      request.headers.set('x-nonce', nonce);
      request.headers.set('content-security-policy', headers['Content-Security-Policy']);
    }
    const response = await proxy(request);
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    return response;
  };
}
