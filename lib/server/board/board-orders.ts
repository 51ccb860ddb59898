import 'server-only';
import { boardActionsFor, boardColumn, boardVisibleFrom, isAsapOrder, isPayLaterOrder } from '@/lib/domain/board/board-flow';
import { boardPaymentMethod, isOrderPaid } from '@/lib/domain/board/board-payment';
import { orderTotalCents } from '@/lib/domain/order/order-totals';
import { PRODUCT_STATUS_SOLD_OUT } from '@/lib/domain/cart';
import type { OrderExtra } from '@/lib/domain/order/order-items';
import type { TMenu, TStore } from '@/lib/schemas/entities';
import type { TBoardOption, TBoardOrder, TBoardProduct } from '@/lib/views/board';
import type { DocumentStore } from '../ports/document-store';
import { OrderRepository } from '../repositories/order-repository';
import type { TrackingOrderDocument } from '../orders/order-documents';

/** How far back the board reads orders (by due time): a day's service and the night after it. */
export const BOARD_WINDOW_SECONDS = 18 * 60 * 60;
/** At most this many orders on one board. */
const BOARD_LIMIT = 300;

function optionOf(extra: OrderExtra): TBoardOption {
  return { name: extra.Name, quantity: extra.Quantity, children: (extra.ChildrenOrderExtras ?? []).map(optionOf) };
}

function addressOf(order: TrackingOrderDocument): string | null {
  const address = order.DeliveryAddress;
  if (!address) return null;
  return [address.StreetAddress, address.CityTown, address.State, address.PostalCode].filter(Boolean).join(', ');
}

/** The store's preparation time in minutes (none set: none waited for). */
export function preparationMinutes(store: Pick<TStore, 'OrderPreparationTime'>): number {
  return Number(store.OrderPreparationTime ?? 0) || 0;
}

/**
 * An order's card, or null for one the kitchen must not start: a card payment not yet settled
 * (it shows once paid) or failed. A gift-card sale gets its card in the list beside the kitchen's
 * columns, without actions. Contact data is shown to the store's own staff only.
 */
export function toBoardOrder(order: TrackingOrderDocument, store: Pick<TStore, 'OrderPreparationTime'>): TBoardOrder | null {
  const column = boardColumn(order);
  if (!column || order.PaymentStatus === 'pending' || order.PaymentStatus === 'failed') return null;
  const preparation = preparationMinutes(store);
  return {
    orderId: order.UDID,
    orderNumber: String(order.OrderNumber ?? ''),
    column,
    onlineOrderStatus: order.OnlineOrderStatus,
    description: order.OnlineOrderStatusDescription || null,
    orderType: order.OrderType,
    roomNumber: order.RoomNumber || null,
    table: order.Tables?.[0]?.Name || null,
    dineInField: order.DineInField || null,
    deliveryAddress: addressOf(order),
    deliveryNote: order.DeliveryNote ?? '',
    createdOn: order.CreatedOn,
    scheduledTime: order.ScheduledTime,
    asap: isAsapOrder(order, preparation),
    visibleFrom: boardVisibleFrom(order, preparation),
    customerName: [order.ContactCustomer_FirstName, order.ContactCustomer_LastName].filter(Boolean).join(' '),
    customerPhone: order.ContactCustomer_Contact_Number ?? '',
    items: (order.OrderItems ?? []).map((item) => ({ name: item.Name, quantity: item.Quantity, note: item.Note ?? '', options: (item.OrderExtras ?? []).map(optionOf) })),
    orderNote: order.OrderNote ?? '',
    paymentMethod: boardPaymentMethod(order),
    paid: isOrderPaid(order),
    payLater: isPayLaterOrder(order),
    paymentStatus: order.PaymentStatus,
    totalCents: orderTotalCents(order),
    actions: boardActionsFor(order),
  };
}

/** The store's orders due from BOARD_WINDOW_SECONDS ago on, soonest first. */
export async function listBoardOrders(documents: DocumentStore, store: Pick<TStore, 'ID' | 'OrderPreparationTime'>, nowSeconds: number): Promise<TBoardOrder[]> {
  const page = await new OrderRepository(documents).dueFrom(store.ID, nowSeconds - BOARD_WINDOW_SECONDS, BOARD_LIMIT);
  return page.docs.map((doc) => toBoardOrder(doc.data, store)).filter((order): order is TBoardOrder => order !== null);
}

/** Every product of the store's menus once (a product on two menus is one switch), by name. */
export function boardProducts(menus: TMenu[]): TBoardProduct[] {
  const byId = new Map<string, TBoardProduct>();
  for (const menu of menus) {
    for (const product of Object.values(menu.Products)) {
      if (!byId.has(product.ID)) byId.set(product.ID, { id: product.ID, name: product.Name, soldOut: product.Status === PRODUCT_STATUS_SOLD_OUT });
    }
  }
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}
