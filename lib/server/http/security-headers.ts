/**
 * The security headers of every response, built in one place from plain inputs (no request, no
 * environment read here), so the proxy, the tests and the widget's framing rule share them.
 *
 * - Pages get a Content-Security-Policy with the request's nonce: Next.js reads the nonce from
 *   the request's CSP header and puts it on its own scripts; `'strict-dynamic'` lets those
 *   scripts load their chunks (and Stripe.js, the Firebase SDK); no `'unsafe-inline'`, so an
 *   injected inline script never runs. Stripe's hosts are allowed only on the pages that load
 *   Stripe.js, Firebase Auth's only when it is configured.
 * - API answers and static files get a policy that allows nothing (they are data, never a page).
 * - Permissions-Policy: the camera only on the QR scanner, payment (wallets) only on checkouts.
 * - Framing: `frame-ancestors 'none'` unless the caller passes the origins that may frame.
 * This module is server code by place but pure by content: it is also imported by tests.
 */

/** What kind of route a path is, for the parts of the policy that differ by route. */
export type RouteKind = 'api' | 'qrScanner' | 'checkout' | 'account' | 'page';

export interface SecurityHeaderOptions {
  /** the request path, with or without its locale prefix */
  pathname: string;
  /** the request's nonce (pages only; absent for API answers) */
  nonce?: string;
  /** origins that may frame this response; empty: none may */
  frameAncestors: readonly string[];
  /** NODE_ENV=production: HSTS on, no 'unsafe-eval' */
  production: boolean;
  /** Stripe keys configured: Stripe.js is loaded on the checkout and account pages */
  stripe: boolean;
  /** Firebase Authentication's auth domain (my-shop.firebaseapp.com) when it is configured */
  firebaseAuthDomain?: string;
}

export const STRIPE_HOSTS = {
  script: ['https://js.stripe.com'],
  connect: ['https://api.stripe.com', 'https://m.stripe.network'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com', 'https://m.stripe.network'],
} as const;

/** The Identity Toolkit and token endpoints the Firebase Auth SDK calls, and its sign-in helper's script. */
export const FIREBASE_HOSTS = {
  script: ['https://apis.google.com'],
  connect: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'],
} as const;

const LOCALE_PREFIX = /^\/zh-CN(?=\/|$)/i;

/** The kind of route a path is (the locale prefix does not count). */
export function routeKindOf(pathname: string): RouteKind {
  if (pathname === '/api' || pathname.startsWith('/api/')) return 'api';
  const path = pathname.replace(LOCALE_PREFIX, '').replace(/^\/en(?=\/|$)/, '');
  if (/^\/store\/[^/]+\/qrcodescanner\/?$/.test(path)) return 'qrScanner';
  if (/^\/store\/[^/]+\/checkout(\/|$)/.test(path)) return 'checkout';
  if (/^\/profile\/?$/.test(path)) return 'account';
  return 'page';
}

/** The headers every response carries, whatever its route (next.config.mjs repeats them for static files). */
export function baseSecurityHeaders(production: boolean): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(production ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
  };
}

/** Features no page uses are off everywhere; camera, payment and location only where used. */
export function permissionsPolicy(kind: RouteKind): string {
  const allow = (on: boolean, list = 'self') => (on ? `(${list})` : '()');
  return [
    `camera=${allow(kind === 'qrScanner')}`,
    'microphone=()',
    `geolocation=${allow(kind !== 'api')}`,
    // Stripe's wallet button runs in Stripe's frame, which asks for the Payment Request API.
    `payment=${allow(kind === 'checkout', 'self "https://js.stripe.com"')}`,
    'usb=()',
  ].join(', ');
}

function framing(frameAncestors: readonly string[]): string {
  return `frame-ancestors ${frameAncestors.length > 0 ? frameAncestors.join(' ') : "'none'"}`;
}

/** The Content-Security-Policy of a response. */
export function contentSecurityPolicy(options: SecurityHeaderOptions): string {
  const kind = routeKindOf(options.pathname);
  if (kind === 'api' || !options.nonce) return ["default-src 'none'", framing(options.frameAncestors)].join('; ');
  const stripe = options.stripe && (kind === 'checkout' || kind === 'account');
  const firebase = options.firebaseAuthDomain ? [`https://${options.firebaseAuthDomain}`] : [];
  const script = [
    "'self'",
    `'nonce-${options.nonce}'`,
    "'strict-dynamic'",
    // React rebuilds server error stacks with eval in development only.
    ...(options.production ? [] : ["'unsafe-eval'"]),
    ...(stripe ? STRIPE_HOSTS.script : []),
    ...(firebase.length > 0 ? FIREBASE_HOSTS.script : []),
  ];
  const connect = ["'self'", ...(stripe ? STRIPE_HOSTS.connect : []), ...(firebase.length > 0 ? FIREBASE_HOSTS.connect : [])];
  const frame = ["'self'", ...(stripe ? STRIPE_HOSTS.frame : []), ...firebase];
  return [
    "default-src 'self'",
    `script-src ${script.join(' ')}`,
    // Style attributes of the server's HTML and Stripe's Elements need inline styles (a nonce here would disable 'unsafe-inline').
    "style-src 'self' 'unsafe-inline'",
    // A store's images may be on any https host (ZImageUrlSchema); QR codes are data: URLs.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    `frame-src ${frame.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    framing(options.frameAncestors),
  ].join('; ');
}

/** Every security header of a page or API response. */
export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {
    ...baseSecurityHeaders(options.production),
    'Content-Security-Policy': contentSecurityPolicy(options),
    'Permissions-Policy': permissionsPolicy(routeKindOf(options.pathname)),
  };
  // For browsers without frame-ancestors; it cannot list origins, so only when none may frame.
  if (options.frameAncestors.length === 0) headers['X-Frame-Options'] = 'DENY';
  return headers;
}

/** A fresh nonce for one request: 128 random bits, base64. */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
