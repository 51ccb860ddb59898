/** Surcharges: bank card, holiday (general) and the payload's surcharge transactions. */
export * from './types';
export * from './rate';
export * from './bank';
export * from './holiday';
export * from './transactions';
export * from './card-type';
