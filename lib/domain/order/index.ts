/** Orders: codes, minimum purchase, order items, the order payload, tracking order, gift pricing and the stored order's totals. */
export * from './codes';
export * from './minimum-order';
export * from './order-items';
export * from './payload';
export * from './gift';
export * from './order-totals';
