/** The product version string of the spec (part 1 §1); a change clears saved carts. */
export const PRODUCT_VERSION = '1.1.7';
