'use client';

import { loadStripe, type Stripe } from '@stripe/stripe-js';

// One Stripe.js per publishable key for the page's life, downloaded on first use only (the card
// form or a wallet button of a store paid through Stripe; never on the menu).
const loaded = new Map<string, Promise<Stripe | null>>();

export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let promise = loaded.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey);
    loaded.set(publishableKey, promise);
  }
  return promise;
}

/** Stripe's locale for the page's: Simplified Chinese or English. */
export function stripeLocale(locale: string): 'zh' | 'en' {
  return locale === 'zh-CN' ? 'zh' : 'en';
}
