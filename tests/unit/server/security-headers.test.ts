import { contentSecurityPolicy, newNonce, permissionsPolicy, routeKindOf, securityHeaders, type SecurityHeaderOptions } from '@/lib/server/http/security-headers';

const PAGE: SecurityHeaderOptions = { pathname: '/store/harbour-sydney', nonce: 'bm9uY2U=', frameAncestors: [], production: true, stripe: false };

/** The directives of a policy by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );
}

describe('routeKindOf', () => {
  it.each([
    ['/api/stores/1001/menu', 'api'],
    ['/api', 'api'],
    ['/store/harbour-sydney/qrcodescanner', 'qrScanner'],
    ['/zh-CN/store/harbour-sydney/qrcodescanner', 'qrScanner'],
    ['/store/harbour-sydney/checkout', 'checkout'],
    ['/store/harbour-sydney/checkout/giftcards', 'checkout'],
    ['/zh-CN/store/1001/checkout/abc', 'checkout'],
    ['/profile', 'account'],
    ['/zh-CN/profile', 'account'],
    ['/', 'page'],
    ['/zh-CN', 'page'],
    ['/store/harbour-sydney', 'page'],
    ['/store/checkout', 'page'],
    ['/apiary', 'page'],
  ])('%s is %s', (pathname, kind) => {
    expect(routeKindOf(pathname)).toBe(kind);
  });
});

describe('contentSecurityPolicy of a page', () => {
  const policy = directives(contentSecurityPolicy(PAGE));

  it('lets only scripts with the nonce (and what they load) run: no unsafe-inline, no eval in production', () => {
    expect(policy.get('script-src')).toEqual(["'self'", "'nonce-bm9uY2U='", "'strict-dynamic'"]);
  });

  it('allows eval in development only (React rebuilds error stacks with it)', () => {
    expect(directives(contentSecurityPolicy({ ...PAGE, production: false })).get('script-src')).toContain("'unsafe-eval'");
  });

  it('refuses plugins, foreign base URLs and form posts elsewhere, and framing by default', () => {
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
  });

  it('lets the origins given frame the page', () => {
    const framed = directives(contentSecurityPolicy({ ...PAGE, frameAncestors: ["'self'", 'https://restaurant.example'] }));
    expect(framed.get('frame-ancestors')).toEqual(["'self'", 'https://restaurant.example']);
  });

  it('names no Stripe or Google host when neither is configured', () => {
    const text = contentSecurityPolicy({ ...PAGE, pathname: '/store/harbour-sydney/checkout' });
    expect(text).not.toMatch(/stripe|google/);
  });

  it.each(['/store/harbour-sydney/checkout', '/zh-CN/store/harbour-sydney/checkout/giftcards', '/profile'])('allows Stripe on %s when Stripe is configured', (pathname) => {
    const stripe = directives(contentSecurityPolicy({ ...PAGE, pathname, stripe: true }));
    expect(stripe.get('script-src')).toContain('https://js.stripe.com');
    expect(stripe.get('connect-src')).toEqual(expect.arrayContaining(['https://api.stripe.com', 'https://m.stripe.network']));
    expect(stripe.get('frame-src')).toEqual(expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']));
  });

  it.each(['/', '/store/harbour-sydney', '/store/harbour-sydney/qrcodescanner', '/board/1001'])('keeps Stripe off %s, which never loads Stripe.js', (pathname) => {
    expect(contentSecurityPolicy({ ...PAGE, pathname, stripe: true })).not.toMatch(/stripe/);
  });

  it('allows Firebase Auth (its endpoints and its auth domain frame) only when configured', () => {
    const firebase = directives(contentSecurityPolicy({ ...PAGE, firebaseAuthDomain: 'my-shop.firebaseapp.com' }));
    expect(firebase.get('connect-src')).toEqual(["'self'", 'https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com']);
    expect(firebase.get('frame-src')).toContain('https://my-shop.firebaseapp.com');
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('frame-src')).toEqual(["'self'"]);
  });
});

describe('contentSecurityPolicy of an API answer', () => {
  it('allows nothing: an answer is data, never a page', () => {
    expect(contentSecurityPolicy({ ...PAGE, pathname: '/api/stores/1001/menu', nonce: undefined })).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});

describe('permissionsPolicy', () => {
  it('gives the camera to the QR scanner only', () => {
    expect(permissionsPolicy('qrScanner')).toContain('camera=(self)');
    for (const kind of ['page', 'checkout', 'account', 'api'] as const) expect(permissionsPolicy(kind)).toContain('camera=()');
  });

  it('gives payment (wallets, through Stripe’s frame) to checkouts only', () => {
    expect(permissionsPolicy('checkout')).toContain('payment=(self "https://js.stripe.com")');
    for (const kind of ['page', 'qrScanner', 'account', 'api'] as const) expect(permissionsPolicy(kind)).toContain('payment=()');
  });

  it('never gives the microphone', () => {
    expect(permissionsPolicy('qrScanner')).toContain('microphone=()');
  });
});

describe('securityHeaders', () => {
  it('sends nosniff, the referrer policy, the CSP, the permissions policy and DENY framing', () => {
    const headers = securityHeaders(PAGE);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Content-Security-Policy']).toContain("'nonce-bm9uY2U='");
    expect(headers['Permissions-Policy']).toContain('camera=()');
    expect(headers['X-Frame-Options']).toBe('DENY');
  });

  it('sends HSTS in production only', () => {
    expect(securityHeaders(PAGE)['Strict-Transport-Security']).toMatch(/^max-age=\d+/);
    expect(securityHeaders({ ...PAGE, production: false })['Strict-Transport-Security']).toBeUndefined();
  });

  it('drops X-Frame-Options when origins may frame (it cannot list them)', () => {
    expect(securityHeaders({ ...PAGE, frameAncestors: ['https://restaurant.example'] })['X-Frame-Options']).toBeUndefined();
  });
});

describe('newNonce', () => {
  it('is 128 random bits in base64, new every time', () => {
    const nonces = new Set(Array.from({ length: 50 }, newNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});
