/** Money: cents-exact arithmetic, inclusive tax, currency formatting and the tax label. */
export * from './cents';
export * from './tax';
export * from './format';
export * from './tax-label';
export * from './message';
export * from './compare';
