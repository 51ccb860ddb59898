import { ORDER_STATUS } from '../../lib/domain/order-status/statuses';
import { checkout, emptyPlaced, press, type Method } from './checkouts';
import type { Node } from './cluster';
import { measure, type Cost, type CostRow } from './costs';
import { call, openStream, pause, type Answer } from './http';
import { boardCookie, changeStatus, statusToken } from './store-calls';

/** Targets of issue 38: a kept public page reads nothing; a card order, checkout to completed, ≤ 25 reads and ≤ 10 writes. */
const CARD_ORDER_READS = 25;
const CARD_ORDER_WRITES = 10;

let sale = 900_000;

async function placeOne(node: Node, storeId: string, method: Method): Promise<{ cost: Cost; answer: Answer }> {
  const order = await checkout(node, storeId, (sale += 1), method);
  let answer: Answer | null = null;
  const cost = await measure(node, async () => {
    answer = await press([node], 0, storeId, order, emptyPlaced());
  });
  if (!answer || (answer as Answer).status >= 500) throw new Error(`cost order (${method}) on ${node.name}: ${(answer as Answer | null)?.status}`);
  return { cost, answer };
}

const sum = (a: Cost, b: Cost): Cost => ({ reads: a.reads + b.reads, writes: a.writes + b.writes, whole: [...a.whole, ...b.whole] });

/** A stream held open, idle, for `seconds`: its cost scaled to a minute. */
async function streamMinute(node: Node, url: string, headers: Record<string, string>, seconds: number): Promise<Cost> {
  return measure(
    node,
    async () => {
      const stream = openStream(url, headers, () => undefined);
      await stream.ready;
      await pause(seconds * 1000);
      stream.close();
    },
    seconds / 60,
  );
}

/** Every row of the cost table, measured one at a time on `node` (fresh: its first page view is cold). */
export async function costRows(node: Node, storeId: string, storePath: string, streamSeconds: number): Promise<CostRow[]> {
  const page = () => call(node.base, storePath, { client: '10.254.0.1', headers: { accept: 'text/html', 'accept-encoding': 'gzip' } });
  const cold = await measure(node, page);
  const kept = await measure(node, page);
  const rows: CostRow[] = [
    { what: 'store page view, cold (first render)', cost: cold },
    { what: 'store page view, kept (page cache)', cost: kept, target: { text: '0 reads', met: kept.reads === 0 } },
  ];
  for (const method of ['cash', 'card', 'declined'] as const) rows.push({ what: `order placed: ${method}`, cost: (await placeOne(node, storeId, method)).cost });

  const challenged = await placeOne(node, storeId, 'threeDSecure');
  rows.push({ what: 'order placed: card with 3-D Secure (pending)', cost: challenged.cost });
  const next = (challenged.answer.body as { next?: { type: string; url?: string } }).next;
  if (next?.type === 'redirect' && next.url) {
    const challenge = new URL(next.url, 'http://x');
    const settled = await measure(node, () =>
      call(node.base, `/api/payments/sandbox/${challenge.pathname.split('/').pop()}/challenge`, {
        method: 'POST',
        body: { outcome: 'complete', secret: challenge.searchParams.get('c') },
        client: '10.254.0.1',
      }),
    );
    rows.push({ what: 'payment settled (3-D Secure answered)', cost: settled });
  }

  const card = await placeOne(node, storeId, 'card');
  const orderId = (card.answer.body as { orderId: string }).orderId;
  const accepted = await measure(node, () => changeStatus(node, orderId, ORDER_STATUS.accepted));
  rows.push({ what: 'status change (no stream open)', cost: accepted });
  const rest = await measure(node, async () => {
    await changeStatus(node, orderId, ORDER_STATUS.readyOrOnItsWay);
    await changeStatus(node, orderId, ORDER_STATUS.completed);
  });
  const whole = sum(sum(card.cost, accepted), rest);
  rows.push({
    what: 'card order, checkout to completed',
    cost: whole,
    target: { text: `<= ${CARD_ORDER_READS} reads, <= ${CARD_ORDER_WRITES} writes`, met: whole.reads <= CARD_ORDER_READS && whole.writes <= CARD_ORDER_WRITES },
  });

  const cookie = await boardCookie(node, storeId);
  rows.push({
    what: `board minute (idle, from ${streamSeconds} s)`,
    cost: await streamMinute(node, `${node.base}/api/board/${storeId}/events`, { cookie, 'x-forwarded-for': '10.254.0.2' }, streamSeconds),
  });
  const token = statusToken(card.answer);
  rows.push({
    what: `status-stream minute (idle, from ${streamSeconds} s)`,
    cost: await streamMinute(node, `${node.base}/api/orders/${orderId}/events?t=${encodeURIComponent(token)}`, { 'x-forwarded-for': '10.254.0.3' }, streamSeconds),
  });
  return rows;
}
