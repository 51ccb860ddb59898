/** Orders: codes, minimum purchase, order items, the order payload, tracking order and gift pricing. */
export * from './codes';
export * from './minimum-order';
export * from './order-items';
export * from './payload';
export * from './gift';
