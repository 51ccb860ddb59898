import { STORE_KEY, type Node } from './cluster';
import { call, type Answer } from './http';
import { DEMO_BOARD_PASSCODE } from '../../lib/seed/board';

/** The store's side of sim:cluster: its systems' status changes, its board's sign-in and switches. */

export async function changeStatus(node: Node, orderId: string, status: number): Promise<Answer> {
  const answer = await call(node.base, `/api/orders/${orderId}/status`, {
    method: 'PUT',
    body: { status },
    client: '10.255.0.1',
    headers: { authorization: `Bearer ${STORE_KEY}` },
  });
  if (answer.status !== 200) throw new Error(`status ${status} of ${orderId} on ${node.name}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
  return answer;
}

/** The board's cookie, signed in on `node` with the demo passcode. */
export async function boardCookie(node: Node, storeId: string): Promise<string> {
  const answer = await call(node.base, `/api/board/${storeId}/session`, { method: 'POST', body: { passcode: DEMO_BOARD_PASSCODE }, client: '10.255.0.2' });
  const cookie = answer.headers.get('set-cookie')?.split(';')[0];
  if (answer.status !== 200 || !cookie) throw new Error(`board sign-in on ${node.name}: ${answer.status}`);
  return cookie;
}

export async function soldOut(node: Node, storeId: string, productId: string, cookie: string, value: boolean): Promise<void> {
  const answer = await call(node.base, `/api/board/${storeId}/products/${productId}`, { method: 'PUT', body: { soldOut: value }, client: '10.255.0.2', headers: { cookie } });
  if (answer.status !== 200) throw new Error(`sold-out switch on ${node.name}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
}

/** The access token of an order's status link (`?t=`). */
export function statusToken(placed: Answer): string {
  const url = (placed.body as { statusUrl: string }).statusUrl;
  return new URL(url, 'http://x').searchParams.get('t') ?? '';
}
