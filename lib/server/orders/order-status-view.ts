import 'server-only';
import { deliveryEstimate, ESTIMATE_RANGE_MINUTES } from '@/lib/domain/delivery/estimate';
import { showsEstimatedTime } from '@/lib/domain/order-status/display-status';
import { storeTimeZone } from '@/lib/domain/time/zoned-time';
import type { TOrderStatusEvent, TOrderStatusView } from '@/lib/views/order';
import { formatStoreAddress } from '@/lib/domain/store/store-address';
import { fromCents } from '@/lib/domain/money';
import { orderTotalCents } from '@/lib/domain/order/order-totals';
import type { CustomerOrder } from './read-customer-order';

type StatusFields = { OnlineOrderStatus?: unknown; OnlineOrderStatusDescription?: unknown };

/** The live status of a tracking (or history) order document as the event stream sends it. */
export function toOrderStatusEvent(orderId: string, doc: StatusFields): TOrderStatusEvent {
  const description = typeof doc.OnlineOrderStatusDescription === 'string' && doc.OnlineOrderStatusDescription.trim() !== '' ? doc.OnlineOrderStatusDescription : null;
  return { orderId, onlineOrderStatus: Number(doc.OnlineOrderStatus), onlineOrderStatusDescription: description };
}

function estimateOf({ history, tracking, store }: CustomerOrder): TOrderStatusView['estimateMinutes'] {
  const orderType = tracking?.OrderType ?? history.OrderType;
  if (!showsEstimatedTime(orderType)) return null;
  if (orderType === 10) {
    const estimate = deliveryEstimate(Number(tracking?.DeliveryDuration ?? 0), store?.OrderPreparationTime, store?.OrderPreparationDeliveryBuffer);
    return { from: estimate.fromMinutes, to: estimate.toMinutes };
  }
  // Pickup: ready after the store's preparation time, shown as the same ten-minute range.
  const preparation = store?.OrderPreparationTime;
  if (preparation === undefined || preparation === null) return null;
  return { from: preparation, to: preparation + ESTIMATE_RANGE_MINUTES };
}

/** What the status page shows of an order: never the access hash, payment details or contact data. */
export function toOrderStatusView(order: CustomerOrder): TOrderStatusView {
  const { orderId, history, tracking, store } = order;
  const live = toOrderStatusEvent(orderId, tracking ?? history);
  const source = tracking ?? history;
  return {
    orderId,
    orderNumber: String(source.OrderNumber ?? history.OrderNumber ?? ''),
    storeId: String(history.StoreID),
    storeSlug: store?.Slug ?? tracking?.StoreSlug ?? '',
    storeName: store?.Name ?? history.StoreName,
    storeAddress: store ? formatStoreAddress(store) : '',
    storePhone: store?.OfficePhone?.trim() || null,
    onlineOrderStatus: live.onlineOrderStatus,
    onlineOrderStatusDescription: live.onlineOrderStatusDescription,
    orderType: source.OrderType,
    createdOn: source.CreatedOn,
    scheduledTime: source.ScheduledTime,
    timeZone: storeTimeZone(store ?? {}),
    estimateMinutes: estimateOf(order),
    isDisableStatusTracking: store?.IsDisableStatusTracking === true,
    total: fromCents(orderTotalCents(source)),
    guest: Boolean(history.GuestUserIdentifier) && !history.OnlineOrderUserIdentifier,
    accountCreatedAtCheckout: (history as { CreateUserForGuest?: unknown }).CreateUserForGuest === true,
  };
}
