/** Coupons: code check, matching, application to lines, store filter and the coupon-box reducer. */
export * from './types';
export * from './apply';
export * from './state';
