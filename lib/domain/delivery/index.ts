/** Delivery: postcode areas, reach, distance rules, fee and estimate. */
export * from './postcode-areas';
export * from './distance';
export * from './freight-fee';
export * from './reach';
export * from './estimate';
