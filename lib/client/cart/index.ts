/**
 * The browser cart: pure reducer, persistence, external store, pricing and hooks. For tests and
 * tools: app code imports the modules it needs, so zod (cart-line, cart-codec) stays out of the
 * first download.
 */
export * from './cart-line';
export * from './cart-state';
export * from './cart-reducer';
export * from './stale';
export * from './line-identity';
export * from './persistence';
export * from './cart-codec';
export * from './cart-store';
export * from './cart-totals';
