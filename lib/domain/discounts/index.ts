/** Discount rules (price triggers): applicability, evaluation, meal upgrades and applied records. */
export * from './types';
export * from './percent';
export * from './applicability';
export * from './engine';
export * from './records';
export * from './roll-into';
