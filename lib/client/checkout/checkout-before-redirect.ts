/**
 * Part 1 §4 "Place order": before Alipay or Wechat, the checkout data is saved on the device, the
 * customer goes to the provider's page, and comes back to the checkout. A payment that went
 * through drops the saved data; any other result shows the trade status and fills the form again
 * from it, so the customer can try again without typing it all. Card fields are never saved.
 */
import { PAYMENT_METHOD, type PaymentMethod } from '@/lib/domain/order/codes';
import { readStorage, removeStorage, writeStorage } from '../storage/browser-storage';
import { isPlainObject } from '../storage/parsers';
import { storageKey } from '../storage/keys';
import { EMPTY_CHECKOUT_FORM, type OrderTypeKind, type TCheckoutFormValues } from './checkout-form';

export interface TCheckoutBeforeRedirect {
  storeId: string;
  orderId: string;
  kind: OrderTypeKind;
  method: PaymentMethod;
  /** the form as it was, without card fields */
  values: TCheckoutFormValues;
}

const KINDS: readonly OrderTypeKind[] = ['delivery', 'room', 'pickup', 'dineIn'];
const METHODS = Object.values(PAYMENT_METHOD) as readonly number[];

/** Each text of a form section as saved, or the empty form's. */
function section<T extends Record<string, string>>(empty: T, saved: unknown): T {
  const source = isPlainObject(saved) ? saved : {};
  return Object.fromEntries(Object.entries(empty).map(([field, blank]) => [field, typeof source[field] === 'string' ? source[field] : blank])) as T;
}

function formValues(value: unknown): TCheckoutFormValues {
  const saved = isPlainObject(value) ? value : {};
  return {
    contact: section(EMPTY_CHECKOUT_FORM.contact, saved.contact),
    deliveryAddress: section(EMPTY_CHECKOUT_FORM.deliveryAddress, saved.deliveryAddress),
    room: section(EMPTY_CHECKOUT_FORM.room, saved.room),
    dineIn: section(EMPTY_CHECKOUT_FORM.dineIn, saved.dineIn),
    orderNote: typeof saved.orderNote === 'string' ? saved.orderNote : '',
    agreeToTerms: saved.agreeToTerms === true,
    agreeToReceivePromotionalOffers: saved.agreeToReceivePromotionalOffers !== false,
    card: EMPTY_CHECKOUT_FORM.card,
  };
}

const KEY = storageKey<TCheckoutBeforeRedirect>('checkoutBeforeRedirect', 'local', (value) => {
  if (!isPlainObject(value) || typeof value.storeId !== 'string' || typeof value.orderId !== 'string') return null;
  if (!KINDS.includes(value.kind as OrderTypeKind) || !METHODS.includes(value.method as number)) return null;
  return { storeId: value.storeId, orderId: value.orderId, kind: value.kind as OrderTypeKind, method: value.method as PaymentMethod, values: formValues(value.values) };
});

export function saveCheckoutBeforeRedirect(saved: TCheckoutBeforeRedirect): void {
  writeStorage(KEY, { ...saved, values: { ...saved.values, card: EMPTY_CHECKOUT_FORM.card } });
}

/** The data saved for this store's order, or null. */
export function readCheckoutBeforeRedirect(storeId: string, orderId: string): TCheckoutBeforeRedirect | null {
  const saved = readStorage(KEY);
  return saved && saved.storeId === storeId && saved.orderId === orderId ? saved : null;
}

export function dropCheckoutBeforeRedirect(): void {
  removeStorage(KEY);
}

/** The return from the provider's page: `?paymentReturn={orderId}&t={token}` on the checkout's address. */
export function paymentReturnOf(search: string): { orderId: string; token: string } | null {
  const params = new URLSearchParams(search);
  const orderId = params.get('paymentReturn');
  const token = params.get('t');
  return orderId && token ? { orderId, token } : null;
}
