/**
 * Zod schemas of every entity of the spec (part 1 §3), named ZThingSchema with inferred TThing.
 *
 * Strictness: documents that a store owner writes or imports (stores, head offices, menus and
 * everything inside them, coupons) are strict objects, so an unknown or misspelled key is
 * reported. Documents the product writes and point-of-sale systems extend (orders, tracking and
 * history orders, users, guest users, transactions) are loose: extra keys are kept, not lost.
 */
export * from './common';
export * from './codes';
export * from './store-hours';
export * from './store-delivery';
export * from './store-content';
export * from './store-tables';
export * from './surcharge';
export * from './view-component-configs';
export * from './widget';
export * from './store';
export * from './head-office';
export * from './modifier';
export * from './product';
export * from './price-trigger';
export * from './loyalty';
export * from './menu';
export * from './coupon';
export * from './address';
export * from './user';
export * from './order-item';
export * from './order';
export * from './cart';
export * from './misc';
