import 'server-only';
import { actionTarget, type BoardAction } from '@/lib/domain/board/board-flow';
import { AppError } from '@/lib/domain/errors/app-error';
import type { TStore } from '@/lib/schemas/entities';
import type { TBoardActionResult } from '@/lib/views/board';
import { COLLECTIONS } from '@/lib/server/collections';
import type { Container } from '@/lib/server/container';
import { toBoardOrder } from '../board-orders';
import { sha256, ZIdempotencyKeySchema } from '@/lib/server/checkout/idempotency';
import { changeOrderStatus } from '@/lib/server/orders/use-cases/change-order-status';

interface BoardActionRecord {
  [field: string]: unknown;
  orderId: string;
  action: BoardAction;
  answer: TBoardActionResult;
  createdAt: number;
}

/**
 * POST /api/board/{storeId}/orders/{orderId}/actions: a staff action (accept, preparing, ready,
 * complete, reject, approve or refuse a cancel request, refund) on one of the store's orders. It
 * goes through the store systems' own status change (change-order-status.ts): the transition
 * table refuses what the spec does not allow (409), and a rejection or refund gives a card
 * payment back with the order's refund key, so two clicks refund once. The Idempotency-Key makes
 * a repeated call answer what the first did; the caller has checked the staff session.
 */
export async function actOnBoardOrder({
  app,
  store,
  orderId,
  action,
  reason,
  idempotencyKey,
}: {
  app: Pick<Container, 'documents' | 'orders' | 'payments' | 'email' | 'sms'>;
  store: TStore;
  orderId: string;
  action: BoardAction;
  reason?: string;
  idempotencyKey: string | null;
}): Promise<TBoardActionResult> {
  const key = ZIdempotencyKeySchema.safeParse(idempotencyKey);
  if (!key.success) throw new AppError('VALIDATION', 'placeOrder.idempotencyKeyRequired');
  const recordId = sha256(`board-action:${store.ID}:${key.data}`);
  const done = await app.documents.get<BoardActionRecord>(COLLECTIONS.boardActions, recordId);
  if (done) {
    if (done.orderId !== orderId || done.action !== action) throw new AppError('IDEMPOTENCY_KEY_REUSED', 'board.errors.keyReused');
    return done.answer;
  }

  const order = await app.orders.findTracking(orderId);
  // Another store's order is not found here: a board sees only its own store.
  if (!order || String(order.StoreID) !== store.ID) throw new AppError('NOT_FOUND', 'orderStatusChange.orderNotFound');
  const target = actionTarget(action, order);
  if (target === null) throw new AppError('CONFLICT', 'orderStatusChange.transitionRefused', { from: order.OnlineOrderStatus, to: action });

  const change = await changeOrderStatus({
    app,
    orderId,
    status: target,
    description: action === 'reject' ? reason : order.OnlineOrderStatusDescription,
    storeKey: null,
    staffStoreId: store.ID,
  });
  const after = await app.orders.findTracking(orderId);
  const answer: TBoardActionResult = {
    orderId,
    onlineOrderStatus: change.onlineOrderStatus,
    paymentStatus: change.paymentStatus,
    order: after ? toBoardOrder(after, store) : null,
  };
  await app.documents.set<BoardActionRecord>(COLLECTIONS.boardActions, recordId, { orderId, action, answer, createdAt: Math.floor(Date.now() / 1000) });
  return answer;
}
