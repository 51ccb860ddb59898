import 'server-only';
import { AppError } from '@/lib/domain/errors/app-error';
import type { THistoryOrder, TStore, TTrackingOrder } from '@/lib/schemas/entities';
import type { DocumentRepository } from '../repositories/document-repository';
import type { StoreRepository } from '../repositories/store-repository';
import { canReadOrder, type OrderAccessFields } from './order-access';
import type { TPaymentStatus } from './order-documents';

/** The live fields SERVER adds to the tracking order (issue #13). */
export interface TrackingStatusFields {
  PaymentStatus?: TPaymentStatus;
  /** seconds of driving, delivery orders */
  DeliveryDuration?: number;
  StoreSlug?: string;
}

export type StoredHistoryOrder = THistoryOrder & OrderAccessFields & { GuestUserIdentifier?: string | null; Email?: string | null; TotalExcludingTax?: number; TotalTax?: number };
export type StoredTrackingOrder = TTrackingOrder & TrackingStatusFields;

export interface CustomerOrder {
  orderId: string;
  history: StoredHistoryOrder;
  /** null when the live document is gone: the page falls back to the history order */
  tracking: StoredTrackingOrder | null;
  store: TStore | null;
}

export interface ReadCustomerOrderOptions {
  historyOrders: DocumentRepository<THistoryOrder>;
  trackingOrders: DocumentRepository<TTrackingOrder>;
  stores: StoreRepository;
  orderId: string;
  /** the guest's token of the status link (`?t=`) */
  token?: string | null;
  /** the signed-in customer, from the session (never from the URL) */
  userId?: string | null;
}

/** Order ids are random UUIDs; anything else cannot name an order (and is not a valid document path). */
const ORDER_ID = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * An order as its customer may read it. An unknown order and an order the caller may not read
 * answer the same NOT_FOUND, so a guessed id reveals nothing.
 */
export async function readCustomerOrder({ historyOrders, trackingOrders, stores, orderId, token, userId }: ReadCustomerOrderOptions): Promise<CustomerOrder> {
  const notFound = new AppError('NOT_FOUND', 'orderStatus.notFound');
  if (!ORDER_ID.test(orderId)) throw notFound;
  const history = (await historyOrders.findById(orderId)) as StoredHistoryOrder | null;
  if (!history || !canReadOrder(history, { token, userId })) throw notFound;
  const [tracking, store] = await Promise.all([trackingOrders.findById(orderId) as Promise<StoredTrackingOrder | null>, stores.findById(String(history.StoreID))]);
  return { orderId, history, tracking, store };
}
