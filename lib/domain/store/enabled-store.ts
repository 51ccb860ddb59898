/**
 * Whether a store is open to customers at all (the spec's IsEnabled). The store schema requires
 * the flag, so a stored store always has it; a store without it is not enabled.
 */
export function isEnabledStore(store: { IsEnabled?: boolean }): boolean {
  return store.IsEnabled === true;
}
