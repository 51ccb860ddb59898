/**
 * Every browser storage key of the spec (part 1 §2 "Navigation rules" and §4 "Cart and menu") in
 * one place, with its storage kind and the zod schema its value must pass when read back.
 * Local keys live across visits; session keys end with the tab. The language cookie belongs to
 * next-intl and is not handled here.
 */
// zod/mini and the browser entities only: classic zod would add about 90 KB to every page.
import * as z from 'zod/mini';
import { ZDeliveryAddressSchema, ZGuestCheckInSchema } from '@/lib/schemas/entities/browser-entities';

export type StorageKind = 'local' | 'session';

export interface StorageKey<T> {
  /** The key name in the browser storage. */
  name: string;
  kind: StorageKind;
  schema: z.ZodMiniType<T>;
}

function key<T>(name: string, kind: StorageKind, schema: z.ZodMiniType<T>): StorageKey<T> {
  return { name, kind, schema };
}

/** Session values of the order type (spec part 1 §4). */
export const ORDER_TYPE_SESSION_VALUES = ['MENU_DEL', 'MENU_TAK', 'MENU_DIN'] as const;
export const ZOrderTypeSessionSchema = z.enum(ORDER_TYPE_SESSION_VALUES);
export type TOrderTypeSession = z.infer<typeof ZOrderTypeSessionSchema>;

/** The table of a dine-in QR code: its number and the security code `s` of the link. */
export const ZTableSessionSchema = z.object({
  TableNumber: z.string().check(z.trim(), z.minLength(1)),
  SecurityCode: z.optional(z.string()),
});
export type TTableSession = z.infer<typeof ZTableSessionSchema>;

/**
 * The saved order-config (widget mode). Only NoScroll is read by the storefront; the other
 * fields (gift or store config) are kept as given.
 */
export const ZOOConfigSchema = z.looseObject({ NoScroll: z.optional(z.boolean()) });
export type TOOConfig = z.infer<typeof ZOOConfigSchema>;

/** The chosen delivery or pickup time: epoch seconds, or a label such as an ASAP slot. */
export const ZDeliveryTimeSchema = z.union([z.int().check(z.nonnegative()), z.string().check(z.minLength(1))]);

export const STORAGE_KEYS = {
  guestCheckinUser: key('guestCheckinUser', 'local', ZGuestCheckInSchema),
  table: key('table', 'session', ZTableSessionSchema),
  saveorderUdid: key('saveorderUdid', 'session', z.string().check(z.minLength(1))),
  ooConfig: key('OOConfig', 'session', ZOOConfigSchema),
  orderType: key('orderType', 'session', ZOrderTypeSessionSchema),
  deliveryAddress: key('deliveryAddress', 'session', ZDeliveryAddressSchema),
  deliveryTime: key('deliveryTime', 'session', ZDeliveryTimeSchema),
  skipFirstStep: key('skipFirstStep', 'session', z.boolean()),
  /** `mobile` query parameter, kept across navigation for the tab. */
  mobile: key('mobile', 'session', z.boolean()),
  /** `menu` query parameter: the named menu chosen for the tab. */
  menu: key('menu', 'session', z.string().check(z.trim(), z.minLength(1))),
  room: key('room', 'local', z.string().check(z.trim(), z.minLength(1))),
  /** A coupon code from the `coupon` query parameter, offered in the coupon box. */
  coupon: key('coupon', 'local', z.string().check(z.trim(), z.minLength(1))),
  /** The cart; its schema lives with the cart (lib/client/cart/persistence.ts). */
  cart: key('cart', 'local', z.unknown()),
} as const;
