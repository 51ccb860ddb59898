/** A store's address on one line: street, then suburb, state and postcode. */
export function formatStoreAddress(store: { Location: { Address?: string; Suburb?: string; State?: string; Postcode?: string } }): string {
  const { Address, Suburb, State, Postcode } = store.Location;
  return [Address, [Suburb, State, Postcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}
