/**
 * For tests/e2e/page-cache.spec.ts: sets the burger's price on a store's menus straight in the
 * database, without the catalogue's change mark (as a hand edit of the database would), so no
 * server hears of it. Usage: tsx --conditions=react-server write-menus-unmarked.ts <storeId> <price>
 */
import { COLLECTIONS } from '@/lib/server/collections';
import { container } from '@/lib/server/container';
import { menuDocumentId, toStoredMenu } from '@/lib/server/repositories/menu-repository';

async function main(): Promise<void> {
  const [storeId, price] = process.argv.slice(2);
  const { documents, menus } = await container();
  const list = await menus.listByStore(storeId);
  for (const [position, menu] of list.entries()) {
    const burger = menu.Products['classic-cheeseburger'];
    if (!burger) continue;
    menu.Products['classic-cheeseburger'] = { ...burger, Price: Number(price) };
    for (const category of menu.Categories) for (const item of category.SubMenuItems) if (item.ProductID === 'classic-cheeseburger') item.Price = Number(price);
    await documents.set(COLLECTIONS.menus, menuDocumentId(storeId, menu.MenuID), toStoredMenu(storeId, menu, position));
  }
  await documents.close();
}

void main();
