/**
 * The card provider flag (spec part 1 §3, part 2 §5): StripeActivated on the store or on its head
 * office. It accepts American Express and 4-digit CVVs, and it is what sends a store's card
 * payments to Stripe when the deployment has Stripe keys.
 */
export function isStripeActivated(store: { StripeActivated?: boolean }, headOffice: { StripeActivated?: boolean } | null | undefined): boolean {
  return store.StripeActivated === true || headOffice?.StripeActivated === true;
}
