/** The browser cart: pure reducer, persistence, external store, pricing and hooks. */
export * from './cart-line';
export * from './cart-state';
export * from './cart-reducer';
export * from './stale';
export * from './line-identity';
export * from './persistence';
export * from './cart-store';
export * from './cart-totals';
