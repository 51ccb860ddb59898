/**
 * A menu keeps its products and option groups in objects keyed by id, and the ids that index
 * them come from requests, stored carts, saved orders, old orders and links. A plain
 * `Products[id]` answers Object.prototype's own members for ids such as `__proto__`,
 * `constructor` or `toString`: truthy, with no price, name or status, so such a line passed every
 * check and was dropped by the repricing afterwards, leaving an order of nothing. Every lookup by
 * an id goes through here: own properties only.
 */

/** The entry of `record` under `key` when it is the record's own, else undefined. */
export function ownEntry<T>(record: Readonly<Record<string, T>> | null | undefined, key: string | number): T | undefined {
  const name = String(key);
  return record != null && Object.hasOwn(record, name) ? record[name] : undefined;
}

/** The menu's product of that id, or undefined. */
export function productOf<P>(menu: { Products?: Readonly<Record<string, P>> | null }, id: string | number): P | undefined {
  return ownEntry(menu.Products, id);
}

/** The menu's option group of that id, or undefined. */
export function modifierGroupOf<G>(menu: { ModifierGroups?: Readonly<Record<string, G>> | null }, id: string | number): G | undefined {
  return ownEntry(menu.ModifierGroups, id);
}
