'use client';

import { useEffect, useState } from 'react';

type ValidatorModule = typeof import('./validate-checkout');
export type CheckoutValidator = ValidatorModule['validateCheckout'];

let loaded: ValidatorModule | null = null;

/** The form checks and their zod schemas: a chunk of their own, asked for as the page hydrates. */
export function loadCheckoutValidator(): Promise<ValidatorModule> {
  return import('./validate-checkout').then((module) => (loaded = module));
}

/**
 * The checkout's form rules (lib/schemas/forms), kept out of the first load (zod is the heaviest
 * part of it) and fetched at once after hydration. Null until they are here: the page treats the
 * form as not yet checked (no delivery quote, Pay waits), never as valid.
 */
export function useCheckoutValidator(): CheckoutValidator | null {
  const [module, setModule] = useState<ValidatorModule | null>(loaded);
  useEffect(() => {
    if (!module) void loadCheckoutValidator().then(setModule, () => undefined);
  }, [module]);
  return module?.validateCheckout ?? null;
}
