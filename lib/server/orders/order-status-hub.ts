import 'server-only';
import type { TOrderStatusEvent } from '@/lib/views/order';
import type { DocumentStore, Unsubscribe } from '../ports/document-store';
import { OrderRepository } from '../repositories/order-repository';
import { toOrderStatusEvent } from './order-status-view';
import { logger } from '../logger';

const log = logger.child({ component: 'order-status' });

type Listener = (event: TOrderStatusEvent) => void;

interface Channel {
  listeners: Set<Listener>;
  stop: Unsubscribe;
  last: TOrderStatusEvent | null;
}

export const sameStatus = (a: TOrderStatusEvent | null, b: TOrderStatusEvent) =>
  a !== null && a.onlineOrderStatus === b.onlineOrderStatus && a.onlineOrderStatusDescription === b.onlineOrderStatusDescription;

/**
 * One watch of a tracking order per process, shared by every open status stream of that order.
 * A Firestore snapshot listener is a network stream of its own, so a thousand browsers on one
 * order must not open a thousand of them; the hub opens the first and closes it with the last.
 */
export class OrderStatusHub {
  private readonly channels = new Map<string, Channel>();

  private readonly orders: OrderRepository;

  constructor(documents: DocumentStore) {
    this.orders = new OrderRepository(documents);
  }

  /** Calls `listener` with each new status of the order (and the latest known one, at once). */
  subscribe(orderId: string, listener: Listener): Unsubscribe {
    let channel = this.channels.get(orderId);
    if (!channel) {
      const created: Channel = { listeners: new Set(), last: null, stop: () => undefined };
      this.channels.set(orderId, created);
      created.stop = this.orders.watchTracking(orderId, (change) => {
        // A removed tracking order leaves the last status standing (the history order keeps it).
        if (change.data === null) return;
        const event = toOrderStatusEvent(orderId, change.data);
        if (sameStatus(created.last, event)) return;
        created.last = event;
        for (const each of [...created.listeners]) {
          try {
            each(event);
          } catch (error) {
            log.error({ err: error }, 'an order status listener failed');
          }
        }
      });
      channel = created;
    }
    const joined = channel;
    joined.listeners.add(listener);
    if (joined.last) {
      const known = joined.last;
      queueMicrotask(() => {
        if (joined.listeners.has(listener)) listener(known);
      });
    }
    return () => {
      if (!joined.listeners.delete(listener) || joined.listeners.size > 0) return;
      joined.stop();
      if (this.channels.get(orderId) === joined) this.channels.delete(orderId);
    };
  }

  /** watched orders and their listeners, for tests and the benchmark */
  stats(): { orders: number; listeners: number } {
    let listeners = 0;
    for (const channel of this.channels.values()) listeners += channel.listeners.size;
    return { orders: this.channels.size, listeners };
  }
}

const hubs = new WeakMap<DocumentStore, OrderStatusHub>();

/** The hub of a DocumentStore (one per store, so tests on a temporary database get their own). */
export function orderStatusHub(documents: DocumentStore): OrderStatusHub {
  let hub = hubs.get(documents);
  if (!hub) hubs.set(documents, (hub = new OrderStatusHub(documents)));
  return hub;
}
