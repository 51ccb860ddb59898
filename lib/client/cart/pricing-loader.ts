/**
 * The pricing engine (cart-totals.ts and the domain engine behind it) is loaded on first need,
 * not with the page: an empty cart's totals are known without it (empty-totals.ts), and a saved
 * cart is restored only once the engine is here (cart-store.ts), so lines never show unpriced.
 */
type PricingModule = typeof import('./cart-totals');

let loaded: PricingModule | null = null;
let loading: Promise<PricingModule> | null = null;

/** The engine when it has already been loaded, else null. */
export function loadedPricing(): PricingModule | null {
  return loaded;
}

export function loadPricing(): Promise<PricingModule> {
  loading ??= import('./cart-totals').then(
    (module) => (loaded = module),
    (error: unknown) => {
      // A failed chunk (offline) may be tried again later.
      loading = null;
      throw error;
    },
  );
  return loading;
}
