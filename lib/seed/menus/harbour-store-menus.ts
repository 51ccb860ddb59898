import type { TMenu, TProduct } from '../../schemas/entities';
import { demoImage } from '../images';
import { buildHarbourMenu } from './harbour-menu';

/** The group's online store (IsHQ) and Fremantle price and stock some dishes their own way. */
export const HARBOUR_ONLINE_ID = '1008';
const FREMANTLE_ID = '1003';

/** Made in the group's central kitchen: on the online menu and at Fremantle, not at the other stores. */
const PICNIC_HAMPER: TProduct = {
  ID: 'picnic-hamper',
  Name: 'Harbour picnic hamper',
  ShortDescription: 'Sourdough, cured meats, two cheeses, dips, fruit and brownies for two. Order a day ahead at most stores.',
  PhotoUrl: demoImage('plate-share'),
  ProductCode: 'SHA99',
  Price: 65,
  TaxRate: 0.1,
  RewardPoint: 65,
  PreparationTime: 15,
  ProductCategoryIDs: ['share-plates'],
  ProductTagIDs: ['starter'],
};

/** The menu with these products at these prices (the product and every category entry of it). */
function repriced(menu: TMenu, prices: Readonly<Record<string, number>>): TMenu {
  const Products = { ...menu.Products };
  for (const [id, Price] of Object.entries(prices)) Products[id] = { ...Products[id], Price, RewardPoint: Math.floor(Price) };
  const Categories = menu.Categories.map((category) => ({
    ...category,
    SubMenuItems: category.SubMenuItems.map((item) => (prices[item.ProductID] !== undefined ? { ...item, Price: prices[item.ProductID] } : item)),
  }));
  return { ...menu, Products, Categories };
}

/** The menu without these products, nor their category entries. */
function without(menu: TMenu, ids: readonly string[]): TMenu {
  const Products = Object.fromEntries(Object.entries(menu.Products).filter(([id]) => !ids.includes(id)));
  const Categories = menu.Categories.map((category) => ({ ...category, SubMenuItems: category.SubMenuItems.filter((item) => !ids.includes(item.ProductID)) }));
  return { ...menu, Products, Categories };
}

/** The menu with the hamper, last among the share plates. */
function withHamper(menu: TMenu): TMenu {
  const Categories = menu.Categories.map((category) =>
    category.ID === 'share-plates'
      ? {
          ...category,
          SubMenuItems: [
            ...category.SubMenuItems,
            { ProductID: PICNIC_HAMPER.ID, Name: PICNIC_HAMPER.Name, Price: PICNIC_HAMPER.Price ?? 0, DisplayOrder: category.SubMenuItems.length + 1 },
          ],
        }
      : category,
  );
  return { ...menu, Products: { ...menu.Products, [PICNIC_HAMPER.ID]: PICNIC_HAMPER }, Categories };
}

/** The online menu's coffee prices: 50 cents under the stores' (each store prices its own). */
const ONLINE_COFFEE = { 'flat-white': 4.5, cappuccino: 4.5, 'caffe-latte': 4.5 };
/** Fremantle's coffee: 50 cents over the brand menu. */
const FREMANTLE_COFFEE = { 'flat-white': 5.5, cappuccino: 5.5, 'caffe-latte': 5.5 };

/**
 * A Harbour & Co. store's menu. Most stores sell the brand menu as it is. The online store
 * (customers fill the cart there and choose the store at checkout, StoreSelectionAtCheckout)
 * prices coffee its own way, sells the hamper and the grilled barramundi (sold out at the
 * stores) and no gift cards (those are bought from a store). Fremantle sells the hamper, has no
 * quattro formaggi and charges more for coffee.
 */
export function buildHarbourStoreMenu(storeId: string): TMenu {
  const brand = buildHarbourMenu(storeId);
  if (storeId === HARBOUR_ONLINE_ID) {
    const { SpecialCategories: _giftCards, ...menu } = repriced(withHamper(without(brand, ['gift-card-25', 'gift-card-50', 'gift-card-100'])), ONLINE_COFFEE);
    const { Status: _soldOut, ...barramundi } = menu.Products['grilled-barramundi'];
    return { ...menu, MenuName: 'Online menu', Products: { ...menu.Products, 'grilled-barramundi': barramundi } };
  }
  if (storeId === FREMANTLE_ID) return repriced(withHamper(without(brand, ['quattro-formaggi'])), FREMANTLE_COFFEE);
  return brand;
}
