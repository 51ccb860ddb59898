import type { TCoupon, TGuestCheckIn, THeadOffice, TMenu, TMessageTemplate, TStore, TUser } from '../schemas/entities';

/** Store data a store owner provides: the import file shape (after validation). */
export type TImportData = {
  headOffices: THeadOffice[];
  stores: TStore[];
  /** Menus by store id; a store may have several (MultipleMenus / MenuTimeSettings). */
  menus: Record<string, TMenu[]>;
  coupons: TCoupon[];
};

/** Everything the demo seed writes. Price triggers live inside the menus (menu.PriceTriggers). */
export type TDemoData = TImportData & {
  users: TUser[];
  guestCheckIns: TGuestCheckIn[];
  messageTemplates: TMessageTemplate[];
  /** Sign-in of the demo member, for the seed script's auth adapter. */
  demoCredentials: { email: string; password: string }[];
};
