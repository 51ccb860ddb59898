/**
 * Query parameters of the store screen (spec part 1 §2 "Navigation rules"): room (saved
 * locally), table (saved for the session with `s`, its security code; a table hides the other
 * order types), coupon (saved locally), mobile (kept across navigation), menu (selects a named
 * menu). Reading is pure; `applyQueryParams` writes what was read to storage.
 */
import { STORAGE_KEYS, type TTableSession } from './keys';
import { readStorage, removeStorage, writeStorage } from './browser-storage';

export interface StoreQueryParams {
  room: string | null;
  table: TTableSession | null;
  coupon: string | null;
  /** True when `mobile` is present (any value but 'false' or '0'). */
  mobile: boolean;
  menu: string | null;
  /** A table link is a dine-in order: the other order types are hidden. */
  hidesOtherOrderTypes: boolean;
  /** The page found the link's table and code do not go together: no table is kept, and one saved before is forgotten. */
  refusedTable?: boolean;
}

/** The parts of URLSearchParams read here (ReadonlyURLSearchParams of next/navigation fits). */
export interface QueryParamsLike {
  get(name: string): string | null;
  has(name: string): boolean;
}

function text(params: QueryParamsLike, name: string): string | null {
  const value = params.get(name)?.trim() ?? '';
  return value === '' ? null : value;
}

export function readQueryParams(params: QueryParamsLike): StoreQueryParams {
  const tableNumber = text(params, 'table');
  const security = text(params, 's');
  const table = tableNumber ? { TableNumber: tableNumber, ...(security ? { SecurityCode: security } : {}) } : null;
  const mobileValue = params.get('mobile');
  return {
    room: text(params, 'room'),
    table,
    coupon: text(params, 'coupon'),
    mobile: params.has('mobile') && mobileValue !== 'false' && mobileValue !== '0',
    menu: text(params, 'menu'),
    hidesOtherOrderTypes: table !== null,
  };
}

/** The link's parameters when the server refused its table (wrong or missing `s`): the table left out. */
export function withRefusedTable(params: StoreQueryParams): StoreQueryParams {
  return { ...params, table: null, hidesOtherOrderTypes: false, refusedTable: true };
}

/**
 * Saves what the link carried. Absent parameters leave stored values alone: a later page
 * without `?room=` must not forget the room the customer arrived with.
 */
export function applyQueryParams(params: StoreQueryParams): void {
  if (params.room) writeStorage(STORAGE_KEYS.room, params.room);
  if (params.refusedTable) {
    // A wrong table link leaves no table behind, nor the dine in it chose: the guest scans again.
    removeStorage(STORAGE_KEYS.table);
    if (readStorage(STORAGE_KEYS.orderType) === 'MENU_DIN') removeStorage(STORAGE_KEYS.orderType);
  }
  if (params.table) {
    writeStorage(STORAGE_KEYS.table, params.table);
    // A table is dine in; saving the order type lets the wizard skip its first step.
    writeStorage(STORAGE_KEYS.orderType, 'MENU_DIN');
  }
  if (params.coupon) writeStorage(STORAGE_KEYS.coupon, params.coupon);
  if (params.mobile) writeStorage(STORAGE_KEYS.mobile, true);
  if (params.menu) writeStorage(STORAGE_KEYS.menu, params.menu);
}
