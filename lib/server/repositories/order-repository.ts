import 'server-only';
import { ZHistoryOrderSchema, ZTrackingOrderSchema, type THistoryOrder, type TTrackingOrder } from '@/lib/schemas/entities';
import { COLLECTIONS } from '../collections';
import type { DocumentChange, DocumentData, DocumentStore, Page, Transaction, Unsubscribe } from '../ports/document-store';
import type { HistoryOrderDocument, TrackingOrderDocument } from '../orders/order-documents';
import { DocumentRepository } from './document-repository';

/**
 * The order's two documents inside a transaction the caller runs (placing, settlement, a status
 * change): read where the caller reads, and written together, so the history order (the whole
 * order, the member's history) and the tracking order (the live status page's feed) never part.
 */
export interface OrderTransaction {
  tracking(orderId: string): Promise<TrackingOrderDocument | null>;
  history(orderId: string): Promise<HistoryOrderDocument | null>;
  /** a new order: the history document carries what only it keeps (the access token's hash, the link's seal) */
  create(orderId: string, documents: { history: HistoryOrderDocument; tracking: TrackingOrderDocument }): void;
  /** the same top-level fields on both documents */
  update(orderId: string, patch: DocumentData): void;
}

export function orderTransaction(tx: Transaction): OrderTransaction {
  return {
    tracking: (orderId) => tx.get<TrackingOrderDocument>(COLLECTIONS.trackingOrders, orderId),
    history: (orderId) => tx.get<HistoryOrderDocument>(COLLECTIONS.historyOrders, orderId),
    create(orderId, { history, tracking }) {
      tx.set(COLLECTIONS.historyOrders, orderId, history);
      tx.set(COLLECTIONS.trackingOrders, orderId, tracking);
    },
    update(orderId, patch) {
      tx.update(COLLECTIONS.trackingOrders, orderId, patch);
      tx.update(COLLECTIONS.historyOrders, orderId, patch);
    },
  };
}

/**
 * The only code that touches the order collections (tests/architecture.test.ts): an order is a
 * history document and a tracking document under one id, read here and written together
 * (orderTransaction). `history` and `tracking` are the schema-checked lookups the pages and the
 * customer's reads use.
 */
export class OrderRepository {
  readonly history: DocumentRepository<THistoryOrder>;
  readonly tracking: DocumentRepository<TTrackingOrder>;

  constructor(private readonly documents: DocumentStore) {
    this.history = new DocumentRepository(documents, COLLECTIONS.historyOrders, ZHistoryOrderSchema);
    this.tracking = new DocumentRepository(documents, COLLECTIONS.trackingOrders, ZTrackingOrderSchema);
  }

  findTracking(orderId: string): Promise<TrackingOrderDocument | null> {
    return this.documents.get<TrackingOrderDocument>(COLLECTIONS.trackingOrders, orderId);
  }

  findHistory(orderId: string): Promise<HistoryOrderDocument | null> {
    return this.documents.get<HistoryOrderDocument>(COLLECTIONS.historyOrders, orderId);
  }

  /** The change feed of one tracking order (the live status page). */
  watchTracking(orderId: string, listener: (change: DocumentChange<DocumentData>) => void): Unsubscribe {
    return this.documents.watch<DocumentData>(COLLECTIONS.trackingOrders, orderId, listener);
  }

  /** A store's orders due from `fromSeconds` on, soonest first (the order board). */
  dueFrom(storeId: string, fromSeconds: number, limit: number): Promise<Page<TrackingOrderDocument>> {
    return this.documents.query<TrackingOrderDocument>(COLLECTIONS.trackingOrders, {
      where: [
        { field: 'StoreID', op: '==', value: storeId },
        { field: 'ScheduledTime', op: '>=', value: fromSeconds },
      ],
      orderBy: [{ field: 'ScheduledTime', direction: 'asc' }],
      limit,
    });
  }

  /** Orders whose card payment is pending or whose refund is owed (the reconciler). */
  awaitingPayment(limit: number): Promise<Page<TrackingOrderDocument>> {
    return this.documents.query<TrackingOrderDocument>(COLLECTIONS.trackingOrders, {
      where: [{ field: 'PaymentStatus', op: 'in', value: ['pending', 'refunding'] }],
      limit,
    });
  }
}
