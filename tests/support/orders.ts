import { randomUUID } from 'node:crypto';
import { COLLECTIONS } from '@/lib/server/collections';
import type { Container } from '@/lib/server/container';
import { newAccessToken } from '@/lib/server/orders/order-access';
import { ZHistoryOrderSchema, ZTrackingOrderSchema } from '@/lib/schemas/entities';

export interface GuestOrderOptions {
  storeId: string;
  storeName: string;
  storeSlug: string;
  orderType?: 10 | 2 | 8 | 3;
  status?: number;
  description?: string | null;
  deliveryDuration?: number;
  email?: string;
  /** seconds */
  createdOn?: number;
}

/**
 * A guest order as placing writes it (issue #13's agreement): one random id for the history and
 * the tracking document, the token's hash on the history document only, the live fields on the
 * tracking document. Both documents are checked against the entity schemas.
 */
export async function writeGuestOrder(app: Container, options: GuestOrderOptions): Promise<{ orderId: string; token: string; guestId: string }> {
  const orderId = randomUUID();
  const guestId = randomUUID();
  const { token, hash } = newAccessToken();
  const createdOn = options.createdOn ?? Date.UTC(2026, 2, 5, 3, 30) / 1000;
  const orderType = options.orderType ?? 3;
  const status = options.status ?? 1;
  const item = { Product_ID: 'p1', Name: 'Pork Dumplings', Quantity: 2, UsingUnitPrice: 12.8, UsingTaxRate: 0.1, FinalTotalTax: 2.33, FinalTotalExcludingTax: 23.27 };
  const common = {
    UDID: orderId,
    StoreID: options.storeId,
    StoreName: options.storeName,
    OrderNumber: '1042',
    OrderType: orderType,
    OnlineOrderStatus: status,
    OnlineOrderStatusDescription: options.description ?? null,
    CreatedOn: createdOn,
    ScheduledTime: createdOn + 1800,
    GuestUserIdentifier: guestId,
  };
  const tracking = ZTrackingOrderSchema.parse({
    ...common,
    Source: 'Online Order',
    Email: options.email ?? '',
    ContactCustomer_FirstName: 'Ada',
    ContactCustomer_LastName: 'Lovelace',
    ContactCustomer_Email_Address: options.email ?? '',
    OrderItems: [item],
    PaymentTransactions: [{ Amount: 25.6, PaymentMethodType: 1 }],
    SubtotalExcludingTax: 23.27,
    SubtotalTax: 2.33,
    TotalExcludingTax: 23.27,
    TotalTax: 2.33,
    PaymentStatus: 'notRequired',
    StoreSlug: options.storeSlug,
    ...(options.deliveryDuration === undefined ? {} : { DeliveryDuration: options.deliveryDuration }),
  });
  const history = ZHistoryOrderSchema.parse({ ...common, Email: options.email ?? '', TotalExcludingTax: 23.27, TotalTax: 2.33, AccessTokenHash: hash });
  await app.documents.set(COLLECTIONS.historyOrders, orderId, history);
  await app.documents.set(COLLECTIONS.trackingOrders, orderId, tracking);
  return { orderId, token, guestId };
}

/** A status change as SERVER's PUT /api/orders/{orderId}/status writes it: both documents. */
export async function changeStatus(app: Container, orderId: string, status: number, description: string | null = null): Promise<void> {
  const patch = { OnlineOrderStatus: status, OnlineOrderStatusDescription: description };
  await app.documents.update(COLLECTIONS.trackingOrders, orderId, patch);
  await app.documents.update(COLLECTIONS.historyOrders, orderId, patch);
}
