import 'server-only';
import type { TStore } from '@/lib/schemas/entities';
import type { TBoardOrder, TBoardOrdersEvent } from '@/lib/views/board';
import { boardSignInLock } from '../auth/board-sign-in-lock';
import type { DocumentStore, Unsubscribe } from '../ports/document-store';
import { listBoardOrders } from './board-orders';
import { logger } from '../logger';

const log = logger.child({ component: 'board' });

type Listener = (event: TBoardOrdersEvent) => void;

interface Channel {
  listeners: Set<Listener>;
  timer: ReturnType<typeof setInterval>;
  signature: string | null;
  reading: boolean;
}

/** How often an open board's orders are read: well inside the "on the board within 2 s". */
export const BOARD_POLL_MS = 1000;

/** What a board shows of its orders and its sign-in lock: any change of one of these is a new event. */
function signatureOf({ orders, signInLock }: TBoardOrdersEvent): string {
  const lock = signInLock ? `lock:${signInLock.lockedAt}` : 'open';
  return [lock, ...orders.map((order: TBoardOrder) => `${order.orderId}:${order.onlineOrderStatus}:${order.paymentStatus}:${order.description ?? ''}`)].join('|');
}

/**
 * One reading of a store's orders per process, shared by every open board of that store. The
 * DocumentStore's change feed follows single documents (the status page's order), not a query
 * of a store's orders, so the board's stream reads the query (and the store's board sign-in
 * lock) once a second while a board is open and sends them when they changed; the first board
 * starts it and the last stops it.
 */
export class BoardHub {
  private readonly channels = new Map<string, Channel>();

  constructor(private readonly documents: DocumentStore) {}

  subscribe(store: Pick<TStore, 'ID' | 'OrderPreparationTime'>, listener: Listener): Unsubscribe {
    let channel = this.channels.get(store.ID);
    if (!channel) {
      const created: Channel = { listeners: new Set(), signature: null, reading: false, timer: setInterval(() => void this.read(store, created), BOARD_POLL_MS) };
      this.channels.set(store.ID, created);
      channel = created;
    }
    const joined = channel;
    joined.listeners.add(listener);
    return () => {
      if (!joined.listeners.delete(listener) || joined.listeners.size > 0) return;
      clearInterval(joined.timer);
      if (this.channels.get(store.ID) === joined) this.channels.delete(store.ID);
    };
  }

  private async read(store: Pick<TStore, 'ID' | 'OrderPreparationTime'>, channel: Channel): Promise<void> {
    // A slow read is not overtaken by the next tick.
    if (channel.reading) return;
    channel.reading = true;
    try {
      const now = Date.now();
      const [orders, signInLock] = await Promise.all([listBoardOrders(this.documents, store, Math.floor(now / 1000)), boardSignInLock(this.documents, store.ID, now)]);
      const event: TBoardOrdersEvent = { orders, signInLock };
      const signature = signatureOf(event);
      if (signature === channel.signature) return;
      channel.signature = signature;
      for (const each of [...channel.listeners]) {
        try {
          each(event);
        } catch (error) {
          log.error({ err: error }, 'a board listener failed');
        }
      }
    } catch (error) {
      log.error({ err: error, storeId: store.ID }, 'reading the orders of a store failed');
    } finally {
      channel.reading = false;
    }
  }
}

const hubs = new WeakMap<DocumentStore, BoardHub>();

/** The board hub of a DocumentStore (one per store, so tests on a temporary database get their own). */
export function boardHub(documents: DocumentStore): BoardHub {
  let hub = hubs.get(documents);
  if (!hub) hubs.set(documents, (hub = new BoardHub(documents)));
  return hub;
}
