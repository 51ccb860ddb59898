/** The gift routes of part 1 §2, by store slug (locale prefix added by the navigation helpers). */
export const giftPaths = {
  store: (slug: string) => `/store/${encodeURIComponent(slug)}/giftcards`,
  mobileCart: (slug: string) => `/store/${encodeURIComponent(slug)}/giftshoppingcartmobile`,
  checkout: (slug: string) => `/store/${encodeURIComponent(slug)}/checkout/giftcards`,
  thankYou: (slug: string) => `/store/${encodeURIComponent(slug)}/giftcards/thankyou`,
};
