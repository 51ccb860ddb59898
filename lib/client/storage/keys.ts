/**
 * Every browser storage key of the spec (part 1 §2 "Navigation rules" and §4 "Cart and menu") in
 * one place, with its storage kind and the check its value must pass when read back (the
 * delivery address and guest check-in, validated by their zod entity schemas, are in entity-keys.ts).
 * Local keys live across visits; session keys end with the tab. The language cookie belongs to
 * next-intl and is not handled here.
 */
import { anyValue, flag, isPlainObject, nonEmpty, oneOf, trimmedText, type Parser } from './parsers';

export type StorageKind = 'local' | 'session';

/** Where a value is kept: enough to read its raw text or remove it, without its check. */
export interface StoragePlace {
  /** The key name in the browser storage. */
  name: string;
  kind: StorageKind;
}

export interface StorageKey<T> extends StoragePlace {
  /** The value as read back, or null when it is not valid (a corrupt or foreign value reads as absent). */
  parse: Parser<T>;
}

export function storageKey<T>(name: string, kind: StorageKind, parse: Parser<T>): StorageKey<T> {
  return { name, kind, parse };
}

/** The places of the keys whose check is a zod entity schema (entity-keys.ts, loaded on first need). */
export const ENTITY_STORAGE_PLACES = {
  guestCheckinUser: { name: 'guestCheckinUser', kind: 'local' },
  deliveryAddress: { name: 'deliveryAddress', kind: 'session' },
} as const satisfies Record<string, StoragePlace>;

/** Session values of the order type (spec part 1 §4). */
export const ORDER_TYPE_SESSION_VALUES = ['MENU_DEL', 'MENU_TAK', 'MENU_DIN'] as const;
export type TOrderTypeSession = (typeof ORDER_TYPE_SESSION_VALUES)[number];

/** The table of a dine-in QR code: its number and the security code `s` of the link. */
export interface TTableSession {
  TableNumber: string;
  SecurityCode?: string;
}
const tableSession: Parser<TTableSession> = (value) => {
  if (!isPlainObject(value)) return null;
  const tableNumber = trimmedText(value.TableNumber);
  if (tableNumber === null) return null;
  if (value.SecurityCode === undefined) return { TableNumber: tableNumber };
  return typeof value.SecurityCode === 'string' ? { TableNumber: tableNumber, SecurityCode: value.SecurityCode } : null;
};

/**
 * The saved order-config (widget mode; its fields: lib/schemas/entities/widget.ts). The browser
 * reads NoScroll, Host (where the frame posts its height) and OrderType; the proxy applies the
 * rest from the cookie of the same name. Other fields are kept as given.
 */
export type TOOConfig = Record<string, unknown> & { NoScroll?: boolean; Host?: string; OrderType?: TOrderTypeSession };
const ooConfig: Parser<TOOConfig> = (value) => {
  if (!isPlainObject(value)) return null;
  if (value.NoScroll !== undefined && typeof value.NoScroll !== 'boolean') return null;
  if (value.Host !== undefined && typeof value.Host !== 'string') return null;
  if (value.OrderType !== undefined && oneOf(ORDER_TYPE_SESSION_VALUES)(value.OrderType) === null) return null;
  return value as TOOConfig;
};

/** The chosen delivery or pickup time: epoch seconds, or a label such as an ASAP slot. */
const deliveryTime: Parser<number | string> = (value) => (Number.isSafeInteger(value) && (value as number) >= 0 ? (value as number) : nonEmpty(value));

export const STORAGE_KEYS = {
  table: storageKey('table', 'session', tableSession),
  saveorderUdid: storageKey('saveorderUdid', 'session', nonEmpty),
  ooConfig: storageKey('OOConfig', 'session', ooConfig),
  orderType: storageKey('orderType', 'session', oneOf(ORDER_TYPE_SESSION_VALUES)),
  deliveryTime: storageKey('deliveryTime', 'session', deliveryTime),
  skipFirstStep: storageKey('skipFirstStep', 'session', flag),
  /** `mobile` query parameter, kept across navigation for the tab. */
  mobile: storageKey('mobile', 'session', flag),
  /** `menu` query parameter: the named menu chosen for the tab. */
  menu: storageKey('menu', 'session', trimmedText),
  room: storageKey('room', 'local', trimmedText),
  /** A coupon code from the `coupon` query parameter, offered in the coupon box. */
  coupon: storageKey('coupon', 'local', trimmedText),
  /** Set while the tab is on a checkout, shoppingcartmobile or completeorder path (spec part 1 §2). */
  inCheckout: storageKey('inCheckout', 'session', flag),
  /** The cart; its schema lives with the cart (lib/client/cart/cart-codec.ts). */
  cart: storageKey('cart', 'local', anyValue),
} as const;
