/**
 * The cache tags of the catalogue's kept reads (catalogue-reads.ts): every kept read carries
 * `catalogue` and the tags of what it read; every write names the tags of what it wrote
 * (catalogue-changes.ts), and only the reads carrying one of those are read again.
 */
export const cacheTags = {
  /** every kept read: expired when a server cannot tell what changed */
  catalogue: 'catalogue',
  /** which stores there are, and each one's listed fields: the store list, a group's drawer, a store not found */
  stores: 'stores',
  /** one store's own document */
  store: (storeId: string) => `store:${storeId}`,
  /** one head office's document */
  headOffice: (headOfficeId: string) => `head-office:${headOfficeId}`,
  /** which menus a store has */
  menus: (storeId: string) => `menus:${storeId}`,
  /** one menu of a store */
  menu: (storeId: string, menuId: string) => `menu:${storeId}:${menuId}`,
} as const;
