import { priceCart, type PriceCartInput, type PricedCart } from '../cart/price-cart';
import { PRODUCT_STATUS_SOLD_OUT } from '../cart/types';
import { productOf } from '../menu/menu-lookup';

/** The parts of a menu the gift store reads (part 1 §3 Menu: SpecialCategories.SCTypeGiftcard). */
export interface GiftMenuLike {
  Products: Readonly<Record<string, { ID: string; Name: string; ShortDescription?: string; PhotoUrl?: string; Status?: number; TaxRate?: number | null } | undefined>>;
  SpecialCategories?: { SCTypeGiftcard?: { SubMenuItems: readonly { ID: string; ProductID: string; Name: string; Price: number }[] } };
}

export interface GiftProduct {
  /** the gift-card category's item id */
  itemId: string;
  productId: string;
  name: string;
  description: string;
  photoUrl: string | null;
  /** the product's status badge: 1 new, 2 popular, 3 sold out; null for none */
  status: number | null;
  /** dollars: the card's value, as the gift-card category prices it */
  price: number;
  tax: number;
  soldOut: boolean;
}

/**
 * The products of the gift-card special category that are in the menu (part 1 §2 gift card
 * pages: "only those in the menu"), in the category's order, priced by the category.
 */
export function giftProductsOf(menu: GiftMenuLike): GiftProduct[] {
  return (menu.SpecialCategories?.SCTypeGiftcard?.SubMenuItems ?? []).flatMap((item) => {
    const product = productOf(menu, item.ProductID);
    if (!product) return [];
    return [
      {
        itemId: item.ID,
        productId: product.ID,
        name: product.Name || item.Name,
        description: product.ShortDescription ?? '',
        photoUrl: product.PhotoUrl ?? null,
        status: product.Status ?? null,
        price: item.Price,
        tax: product.TaxRate ?? 0,
        soldOut: product.Status === PRODUCT_STATUS_SOLD_OUT,
      },
    ];
  });
}

/**
 * A gift order's price (part 1 §3 "Gift orders add IsLiability true and no discounts"): the
 * cards' values and the bank surcharge of the card, nothing else: no discount rule, no coupon,
 * no holiday surcharge, no delivery. The gift checkout shows it; the server charges it.
 */
export function priceGiftCart({
  items,
  now,
  bankSurcharges,
  cardTypeCode,
  currencyLocaleName,
}: Pick<PriceCartInput, 'items' | 'now' | 'bankSurcharges' | 'cardTypeCode' | 'currencyLocaleName'>): PricedCart {
  return priceCart({
    items,
    now,
    priceTriggers: [],
    acceptedTriggerIds: [],
    coupon: null,
    deliveryFee: null,
    holidaySurcharges: [],
    isGeneralSurchargeEnabled: false,
    bankSurcharges,
    cardTypeCode,
    currencyLocaleName,
  });
}
