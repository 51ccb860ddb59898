import 'server-only';
import type { TMenu } from '@/lib/schemas/entities';
import { COLLECTIONS } from '../collections';
import type { DocumentStore } from '../ports/document-store';

/** A menu is stored with its StoreID at the top level so a store's menus can be queried. */
type StoredMenu = TMenu & { StoreID: string };

export function menuDocumentId(storeId: string, menuId: string): string {
  return `${storeId}_${menuId}`;
}

function withoutStoreId({ StoreID: _storeId, ...menu }: StoredMenu): TMenu {
  return menu;
}

export class MenuRepository {
  constructor(private readonly documents: DocumentStore) {}

  async listByStore(storeId: string): Promise<TMenu[]> {
    const page = await this.documents.query<StoredMenu>(COLLECTIONS.menus, { where: [{ field: 'StoreID', op: '==', value: storeId }], orderBy: [{ field: 'MenuID' }] });
    return page.docs.map((doc) => withoutStoreId(doc.data));
  }

  async findById(storeId: string, menuId: string): Promise<TMenu | null> {
    const stored = await this.documents.get<StoredMenu>(COLLECTIONS.menus, menuDocumentId(storeId, menuId));
    return stored ? withoutStoreId(stored) : null;
  }

  saveMany(storeId: string, menus: TMenu[]): Promise<void> {
    return this.documents.setMany(
      COLLECTIONS.menus,
      menus.map((menu) => ({ id: menuDocumentId(storeId, menu.MenuID), data: { ...menu, StoreID: storeId } })),
    );
  }
}
