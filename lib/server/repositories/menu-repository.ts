import 'server-only';
import type { TMenu } from '@/lib/schemas/entities';
import { COLLECTIONS } from '../collections';
import type { DocumentStore } from '../ports/document-store';

/**
 * A menu is stored with its StoreID at the top level so a store's menus can be queried, and its
 * position in the store owner's list: the first menu is the default when no time setting applies.
 */
type StoredMenu = TMenu & { StoreID: string; MenuPosition?: number };

export function toStoredMenu(storeId: string, menu: TMenu, position: number): StoredMenu & { MenuPosition: number } {
  return { ...menu, StoreID: storeId, MenuPosition: position };
}

export function menuDocumentId(storeId: string, menuId: string): string {
  return `${storeId}_${menuId}`;
}

function withoutStoreId({ StoreID: _storeId, MenuPosition: _position, ...menu }: StoredMenu): TMenu {
  return menu;
}

export class MenuRepository {
  constructor(private readonly documents: DocumentStore) {}

  async listByStore(storeId: string): Promise<TMenu[]> {
    const page = await this.documents.query<StoredMenu>(COLLECTIONS.menus, { where: [{ field: 'StoreID', op: '==', value: storeId }] });
    // Sorted here, not by the query: an order-by would leave out menus written without a position.
    return page.docs
      .map((doc) => doc.data)
      .sort((a, b) => (a.MenuPosition ?? 0) - (b.MenuPosition ?? 0))
      .map(withoutStoreId);
  }

  async findById(storeId: string, menuId: string): Promise<TMenu | null> {
    const stored = await this.documents.get<StoredMenu>(COLLECTIONS.menus, menuDocumentId(storeId, menuId));
    return stored ? withoutStoreId(stored) : null;
  }

  saveMany(storeId: string, menus: TMenu[]): Promise<void> {
    return this.documents.setMany(
      COLLECTIONS.menus,
      menus.map((menu, position) => ({ id: menuDocumentId(storeId, menu.MenuID), data: toStoredMenu(storeId, menu, position) })),
    );
  }
}
