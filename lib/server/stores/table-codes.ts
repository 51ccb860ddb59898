import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { TStore, TStoreTable } from '@/lib/schemas/entities';
import type { FieldErrors } from '../checkout/cart-from-request';

/** The digital display's table (part 1 §2): it shows the menu and takes no order, so it has no code. */
export const DISPLAY_TABLE = '0';

/** Whether two codes are the same, in a time that tells nothing of how much of them matched. */
function sameCode(given: string, kept: string): boolean {
  const a = createHash('sha256').update(given, 'utf8').digest();
  const b = createHash('sha256').update(kept, 'utf8').digest();
  return timingSafeEqual(a, b) && given.length > 0;
}

/**
 * The store's table a link names, when `code` is that table's security code; null for an unknown
 * table or a wrong or missing code. An unknown table costs the same comparison as a known one.
 */
export function tableOfLink(store: Pick<TStore, 'Tables'>, name: string, code: string | null | undefined): TStoreTable | null {
  const table = (store.Tables ?? []).find((candidate) => candidate.Name === name.trim()) ?? null;
  const matches = sameCode((code ?? '').trim(), table?.SecurityCode ?? '');
  return table && matches ? table : null;
}

/**
 * What the store page says of a table link (`?table=&s=`): 'valid' for one of the store's tables
 * with its code, 'invalid' for any other (the page tells the guest and keeps no table), null
 * without a table or for the digital display (table 0, which orders nothing).
 */
export function tableLinkStatus(store: Pick<TStore, 'Tables'>, table: string | null, code: string | null): 'valid' | 'invalid' | null {
  const name = table?.trim() ?? '';
  if (name === '' || name === DISPLAY_TABLE) return null;
  return tableOfLink(store, name, code) ? 'valid' : 'invalid';
}

/**
 * A dine-in order names one of the store's tables with the security code of its QR link (part 1
 * §2: "s is a security code"); anything else is refused, so nobody away from the table sends
 * orders to the kitchen: a store with no tables takes no dine-in order, a table typed without a
 * code is asked for its QR code, and a table and code that do not go together are one error
 * (which of the two is wrong is not told). Said once per field: a table number already refused
 * (required) is not checked.
 */
export function checkTable(errors: FieldErrors, store: Pick<TStore, 'Tables'>, dineIn: { TableNumber?: string | number; SecurityCode?: string }): void {
  if (errors['dineIn.TableNumber']) return;
  const name = String(dineIn.TableNumber ?? '').trim();
  const code = (dineIn.SecurityCode ?? '').trim();
  if ((store.Tables ?? []).length === 0) errors['dineIn.TableNumber'] = ['placeOrder.noTableOrdering'];
  else if (code === '') errors['dineIn.TableNumber'] = ['placeOrder.tableNeedsCode'];
  else if (!tableOfLink(store, name, code)) errors['dineIn.SecurityCode'] = ['placeOrder.tableLinkInvalid'];
}
