import 'server-only';
import type { CartItem, PricedCart } from '@/lib/domain/cart';
import { giftProductsOf } from '@/lib/domain/gift-cards/gift-products';
import type { TMenu } from '@/lib/schemas/entities';
import type { TPlaceOrderRequest } from '@/lib/schemas/api/orders';
import type { FieldErrors } from '../checkout/cart-from-request';

/** One gift card line: what the recipient's card says (part 1 §3 gift cart item message). */
export interface GiftLine {
  Email: string;
  From: string;
  To: string;
  Message: string;
}

/** A gift line as the order keeps it: the card bought, how many, and for whom. */
export interface GiftOrderLine extends GiftLine {
  ProductID: string;
  Name: string;
  /** dollars: each card's value */
  Value: number;
  Quantity: number;
}

/** What a gift order adds to the spec's order payload (part 1 §3 "Gift orders add IsLiability true and no discounts"). */
export interface GiftOrderFields {
  IsLiability: true;
  GiftLines: GiftOrderLine[];
}

/**
 * The gift cart rebuilt from ids: each line a product of the menu's gift-card category, at that
 * category's price (the browser's prices are never read). An unknown or sold-out card is refused,
 * naming it.
 */
export function giftCartFromRequest(menu: TMenu, request: Pick<TPlaceOrderRequest, 'items'>): { items: CartItem[]; errors: FieldErrors } {
  const products = new Map(giftProductsOf(menu).map((product) => [product.productId, product]));
  const errors: FieldErrors = {};
  const items: CartItem[] = [];
  request.items.forEach((line, index) => {
    const product = products.get(line.id);
    if (!product || product.soldOut) {
      errors[`items.${index}`] = [{ key: 'placeOrder.itemUnavailable', values: { name: product?.name ?? line.id } }];
      return;
    }
    items.push({
      id: product.productId,
      uniqueId: line.uniqueId ?? `line-${index + 1}`,
      name: product.name,
      price: product.price,
      tax: product.tax,
      quantity: line.quantity,
      modifiers: [],
      DisplayingOrder: index,
    });
  });
  if (items.length === 0) errors.items = ['placeOrder.noItems'];
  return { items, errors };
}

/** The order's gift fields: each priced line with its recipient, in the request's order. */
export function giftOrderFields(priced: PricedCart, gift: readonly GiftLine[]): GiftOrderFields {
  const byLine = new Map(priced.lines.map((line) => [line.item.uniqueId, line.item]));
  const ordered = [...byLine.values()].sort((a, b) => (a.DisplayingOrder ?? 0) - (b.DisplayingOrder ?? 0));
  return {
    IsLiability: true,
    GiftLines: ordered.map((item, index) => ({ ProductID: String(item.id), Name: item.name, Value: item.price, Quantity: item.quantity, ...gift[index]! })),
  };
}
