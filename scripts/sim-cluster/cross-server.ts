import { performance } from 'node:perf_hooks';
import { PRODUCT_STATUS_SOLD_OUT } from '../../lib/domain/cart/types';
import { ORDER_STATUS } from '../../lib/domain/order-status/statuses';
import type { TBoardOrdersEvent } from '../../lib/views/board';
import type { TOrderStatusEvent } from '../../lib/views/order';
import { checkout, emptyPlaced, press } from './checkouts';
import type { Node } from './cluster';
import { call, openStream, pause } from './http';
import { boardCookie, changeStatus, soldOut, statusToken } from './store-calls';

type TMenuAnswer = { menu?: { Products?: Record<string, { Status?: number }> } };

/**
 * What one server does reaching the others: a status change made through server A seen by the
 * customer's event stream on B and the board on C; a menu change (the board's sold-out switch,
 * a write of the catalogue like an import) through one server reaching the kept answers of all.
 */

/** Waits until `seen()` or `timeoutMs`; the ms it took, or NaN. */
async function until(seen: () => boolean, started: number, timeoutMs: number): Promise<number> {
  while (!seen()) {
    if (performance.now() - started > timeoutMs) return NaN;
    await pause(5);
  }
  return performance.now() - started;
}

/** `changes` orders, each moved to accepted through nodes[0]: ms until nodes[1]'s status stream and nodes[2]'s board show it. */
export async function statusLatencies(nodes: Node[], storeId: string, changes: number): Promise<{ stream: number[]; board: number[] }> {
  const [a, b, c] = [nodes[0], nodes[1 % nodes.length], nodes[2 % nodes.length]];
  // The board's cookie is made on A and used on C: one SESSION_SECRET opens it on every server.
  const cookie = await boardCookie(a, storeId);
  const boardStatus = new Map<string, number>();
  const board = openStream(`${c.base}/api/board/${storeId}/events`, { cookie, 'x-forwarded-for': '10.253.0.1' }, (event, data) => {
    if (event !== 'orders') return;
    for (const order of (JSON.parse(data) as TBoardOrdersEvent).orders) boardStatus.set(order.orderId, order.onlineOrderStatus);
  });
  await board.ready;
  const result = { stream: [] as number[], board: [] as number[] };
  try {
    for (let i = 0; i < changes; i += 1) {
      const sale = await checkout(a, storeId, 800_000 + i, 'cash');
      const placed = await press([a], 0, storeId, sale, emptyPlaced());
      if (placed?.status !== 201) throw new Error(`status scenario order: ${placed?.status}`);
      const orderId = (placed.body as { orderId: string }).orderId;
      let streamed = 0;
      const stream = openStream(`${b.base}/api/orders/${orderId}/events?t=${encodeURIComponent(statusToken(placed))}`, { 'x-forwarded-for': sale.client }, (event, data) => {
        if (event === 'status') streamed = (JSON.parse(data) as TOrderStatusEvent).onlineOrderStatus;
      });
      await stream.ready;
      await until(() => streamed !== 0 && boardStatus.has(orderId), performance.now(), 5_000);
      const started = performance.now();
      await changeStatus(a, orderId, ORDER_STATUS.accepted);
      const [onStream, onBoard] = await Promise.all([
        until(() => streamed === ORDER_STATUS.accepted, started, 10_000),
        until(() => boardStatus.get(orderId) === ORDER_STATUS.accepted, started, 10_000),
      ]);
      stream.close();
      result.stream.push(onStream);
      result.board.push(onBoard);
    }
  } finally {
    board.close();
  }
  return result;
}

/**
 * A product sold out through nodes[0]'s board: ms until every server's kept menu answer says so
 * (each asked first, so it keeps the old one), then the switch put back the same way.
 */
export async function menuChangeLatency(nodes: Node[], storeId: string, productId: string): Promise<number[]> {
  const cookie = await boardCookie(nodes[0], storeId);
  const menu = (node: Node) =>
    call(node.base, `/api/stores/${storeId}/menu`, { client: '10.252.0.1' }).then(
      ({ body }) => (body as TMenuAnswer).menu?.Products?.[productId]?.Status === PRODUCT_STATUS_SOLD_OUT,
    );
  const latencies: number[] = [];
  for (const value of [true, false]) {
    await Promise.all(nodes.map(menu));
    const started = performance.now();
    await soldOut(nodes[0], storeId, productId, cookie, value);
    const each = await Promise.all(nodes.map((node) => poll(() => menu(node).then((shown) => shown === value), started)));
    latencies.push(Math.max(...each));
  }
  return latencies;
}

async function poll(check: () => Promise<boolean>, started: number, timeoutMs = 15_000): Promise<number> {
  while (!(await check())) {
    if (performance.now() - started > timeoutMs) return NaN;
    await pause(20);
  }
  return performance.now() - started;
}
