import 'server-only';
import type { PricedCart } from '@/lib/domain/cart';
import { AppError } from '@/lib/domain/errors/app-error';
import type { TStampDelta } from '@/lib/domain/loyalty/stamps';
import { selectActiveMenu } from '@/lib/domain/menu/active-menu';
import { fromCents, toCents } from '@/lib/domain/money/cents';
import { formatCents } from '@/lib/domain/money/format';
import type { OrderKind } from '@/lib/domain/order';
import type { TPlaceOrderRequest } from '@/lib/schemas/api/orders';
import type { TMenu, TStore } from '@/lib/schemas/entities';
import type { TPriceChangedDetails } from '@/lib/views/order';
import type { Container } from '../container';
import type { PaymentProvider } from '../ports/payment-gateway';
import type { FieldErrors } from './cart-from-request';
import type { CheckoutForms, DeliveryAddressValues } from './checkout-forms';
import { storeMenus } from '../catalogue/menu-cache';
import type { DeliveryQuote } from '../catalogue/quote-delivery';

/** Who pays and how: the checked forms (contact, payment source) and the store's card provider. */
export interface Payer {
  forms: CheckoutForms;
  provider: PaymentProvider | null;
}

/** An order that passed every check: what the persist step writes and the charge step charges. */
export interface CheckedOrder extends Payer {
  kind: OrderKind;
  /** the server's prices, in integer cents: the charge is `priced.total` */
  priced: PricedCart;
  address: DeliveryAddressValues | null;
  quote: DeliveryQuote | null;
  scheduledTime: number;
  rewardPoints: number;
  /** points the order spends: paying with points, and the points rewards in the cart */
  redeemPoints: number;
  stampsEarned: TStampDelta[];
  /** stamps the cart's stamp-card rewards spend */
  stampsRedeemed: TStampDelta[];
}

/** One check's answer: its value, and the messages of the rules the request breaks. */
export interface Checked<T> {
  value: T;
  errors: FieldErrors;
}

/** The messages of several checks, in the order they ran: a later check's message for a field stands. */
export function fieldErrorsOf(...checks: readonly FieldErrors[]): FieldErrors {
  return Object.assign({}, ...checks) as FieldErrors;
}

/** Refuses the order with every field message at once (422). */
export function refuseInvalid(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw new AppError('INVALID_FIELDS', 'placeOrder.invalidFields', {}, errors);
}

export async function activeMenu(app: Pick<Container, 'menus'>, store: TStore, request: TPlaceOrderRequest, now: Date): Promise<TMenu> {
  const menu = selectActiveMenu(await storeMenus(app.menus, store.ID), { now, timeZone: store.TimezoneIanaFormat, menuQuery: request.menu });
  if (!menu) throw new AppError('NOT_FOUND', 'store.menuEmpty');
  return menu;
}

function priceChangedDetails(priced: PricedCart, removed: string[]): TPriceChangedDetails {
  return {
    total: fromCents(priced.total),
    subtotal: fromCents(priced.subtotal),
    discount: fromCents(priced.discount),
    delivery: fromCents(priced.delivery),
    surcharge: fromCents(priced.surcharge),
    bankCardSurcharge: fromCents(priced.bankCardSurcharge?.amount ?? 0),
    lines: priced.lines.map((line) => ({
      uniqueId: line.item.uniqueId,
      productId: String(line.item.id),
      name: line.item.name,
      quantity: line.item.quantity,
      total: fromCents(line.final),
    })),
    removed,
  };
}

/** The browser's total against the server's, to the cent: another total answers 409 with the server's prices. */
export function refuseChangedPrice(request: TPlaceOrderRequest, priced: PricedCart, store: TStore, removed: string[]): void {
  if (toCents(request.expectedTotal) !== priced.total)
    throw new AppError('PRICE_CHANGED', 'placeOrder.priceChanged', { total: formatCents(priced.total, store.CurrencyLocaleName) }, {}, priceChangedDetails(priced, removed));
}
