import { isOrderTypeFlagged, type OrderTypeStoreFlags } from '../availability/order-type-flags';
import type { OrderTypeKind } from '../availability/order-type-kind';
import { SESSION_ORDER_TYPE, type SessionOrderType } from './wizard-codes';

const KIND_OF: Record<SessionOrderType, OrderTypeKind> = { MENU_DEL: 'delivery', MENU_TAK: 'pickup', MENU_DIN: 'dineIn' };

/** The wizard's default order (part 1 §4: "delivery if supported, else pickup, else dine in"). */
const DEFAULT_ORDER: readonly SessionOrderType[] = [SESSION_ORDER_TYPE.delivery, SESSION_ORDER_TYPE.pickup, SESSION_ORDER_TYPE.dineIn];

/**
 * The session's order type as this store takes it (issue 36 #16). The session is the tab's, not
 * the store's: a type chosen at another store stands only where this store has it (its flags);
 * else the cart takes this store's own first type, in the order the wizard defaults to, and
 * nothing of the other store's delivery (no address, no quote to ask for). Nothing chosen stays
 * nothing: the wizard asks.
 */
export function storeSessionOrderType(store: OrderTypeStoreFlags, session: SessionOrderType | null): SessionOrderType | null {
  if (session === null || isOrderTypeFlagged(store, KIND_OF[session])) return session;
  return DEFAULT_ORDER.find((type) => isOrderTypeFlagged(store, KIND_OF[type])) ?? null;
}
