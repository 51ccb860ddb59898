/** Cart: entity shapes, option groups, line arithmetic, menu sync and the pricing engine. */
export * from './types';
export * from './option-group-rules';
export * from './option-groups';
export * from './line';
export * from './menu-sync';
export * from './reprice';
export * from './price-cart';
export * from './display';
export * from './discount-offers';
export * from './discount-lines';
export * from './store-availability';
