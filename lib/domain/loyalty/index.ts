/** Loyalty: points and their value, earning, redemption, the ring and stamps. */
export * from './types';
export * from './expiry';
export * from './points';
export * from './earning';
export * from './redemption';
export * from './ring';
export * from './stamps';
export * from './order-points';
export * from './pages';
export * from './rewards';
