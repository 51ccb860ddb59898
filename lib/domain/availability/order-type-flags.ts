import type { OrderTypeKind } from './order-type-kind';

/** Store switches per order type (spec names). */
export interface OrderTypeStoreFlags {
  Delivery?: boolean | null;
  PickUp?: boolean | null;
  EatIn?: boolean | null;
  ChargeToRoom?: boolean | null;
  ViewComponentConfigs?: {
    Delivery?: boolean | null;
    PickUp?: boolean | null;
    EatIn?: boolean | null;
    DeliverToRoom?: boolean | null;
  } | null;
}

function flagPair(store: OrderTypeStoreFlags, kind: OrderTypeKind): [boolean | null | undefined, boolean | null | undefined] {
  const view = store.ViewComponentConfigs ?? {};
  switch (kind) {
    case 'delivery':
      return [store.Delivery, view.Delivery];
    case 'pickup':
      return [store.PickUp, view.PickUp];
    case 'dineIn':
      return [store.EatIn, view.EatIn];
    case 'room':
      return [store.ChargeToRoom, view.DeliverToRoom];
  }
}

/**
 * A type is switched on when its store flag or its ViewComponentConfigs flag is true and neither
 * is explicitly false: stores in the wild set one or the other, and an explicit false in either
 * place is an owner switching the type off.
 */
export function isOrderTypeFlagged(store: OrderTypeStoreFlags, kind: OrderTypeKind): boolean {
  const [storeFlag, viewFlag] = flagPair(store, kind);
  return (storeFlag === true || viewFlag === true) && storeFlag !== false && viewFlag !== false;
}
