/**
 * Open event streams per client address (issue 35 item 10): GET /api/orders/{orderId}/events and
 * GET /api/board/{storeId}/events together hold at most MAX_STREAMS_PER_CLIENT places per
 * address on a server process; beyond, a translated 429 with Retry-After; a closed stream frees
 * its place; another address is not affected.
 */
import { NextRequest } from 'next/server';
import { GET as boardEvents } from '@/app/api/board/[storeId]/events/route';
import { POST as boardSignIn } from '@/app/api/board/[storeId]/session/route';
import { GET as orderEvents } from '@/app/api/orders/[orderId]/events/route';
import type { Container } from '@/lib/server/container';
import { MAX_STREAMS_PER_CLIENT, STREAM_RETRY_AFTER_SECONDS } from '@/lib/server/http/stream-slots';
import { setBoardPasscode } from '@/lib/server/board/use-cases/set-board-passcode';
import { createCheckoutApp, teardown } from '../support/checkout';
import { writeGuestOrder } from '../support/orders';

let app: Container;
let order: { orderId: string; token: string };
beforeAll(async () => {
  app = await createCheckoutApp();
  order = await writeGuestOrder(app, { storeId: '1', storeName: 'Checkout Store', storeSlug: 'checkout-store' });
});
afterAll(() => teardown(app));

const opened: AbortController[] = [];
afterEach(() => {
  for (const abort of opened.splice(0)) abort.abort();
});

/** Opens the order's stream from `address`; the test's end closes it. */
function follow(address: string, locale = 'en'): Promise<Response> {
  const abort = new AbortController();
  opened.push(abort);
  return orderEvents(
    new NextRequest(`http://localhost/api/orders/${order.orderId}/events?t=${order.token}`, {
      signal: abort.signal,
      headers: { 'x-forwarded-for': address, 'accept-language': locale },
    }),
    { params: Promise.resolve({ orderId: order.orderId }) },
  );
}

describe('open event streams per client address', () => {
  it(`takes ${MAX_STREAMS_PER_CLIENT} streams from one address (a restaurant's shared Wi-Fi) and refuses more with a translated 429 and Retry-After`, async () => {
    const address = '203.0.113.7';
    const answers = await Promise.all(Array.from({ length: 200 }, () => follow(address)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(MAX_STREAMS_PER_CLIENT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(200 - MAX_STREAMS_PER_CLIENT);
    const refused = answers.find((answer) => answer.status === 429)!;
    expect(refused.headers.get('retry-after')).toBe(String(STREAM_RETRY_AFTER_SECONDS));
    expect(await refused.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: 'Too many live updates are open from your network (50 at most). Close a few pages, or try again in 30 seconds.' },
    });
    const chinese = await follow(address, 'zh-CN');
    expect(chinese.status).toBe(429);
    expect(((await chinese.json()) as { error: { message: string } }).error.message).toBe('您的网络打开的实时更新过多（最多 50 个）。请关闭部分页面，或在 30 秒后重试。');
    // Another address has places of its own.
    expect((await follow('198.51.100.20')).status).toBe(200);
  });

  it('frees a place when a stream closes, by the client leaving or by the reader cancelling', async () => {
    const address = '203.0.113.8';
    const answers = await Promise.all(Array.from({ length: MAX_STREAMS_PER_CLIENT }, () => follow(address)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect((await follow(address)).status).toBe(429);
    opened[0].abort();
    expect((await follow(address)).status).toBe(200);
    expect((await follow(address)).status).toBe(429);
    await answers[1].body!.cancel();
    expect((await follow(address)).status).toBe(200);
    // All closed: every place is free again.
    for (const abort of opened.splice(0)) abort.abort();
    const again = await Promise.all(Array.from({ length: MAX_STREAMS_PER_CLIENT }, () => follow(address)));
    expect(again.every((answer) => answer.status === 200)).toBe(true);
  });

  it('counts the order board’s stream among the address’s places', async () => {
    await setBoardPasscode({ app, storeId: '1', passcode: '246810' });
    const address = '203.0.113.9';
    const signIn = await boardSignIn(
      new NextRequest('http://localhost/api/board/1/session', {
        method: 'POST',
        body: JSON.stringify({ passcode: '246810' }),
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.1' },
      }),
      { params: Promise.resolve({ storeId: '1' }) },
    );
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0];
    await Promise.all(Array.from({ length: MAX_STREAMS_PER_CLIENT - 1 }, () => follow(address)));
    const board = () => {
      const abort = new AbortController();
      opened.push(abort);
      return boardEvents(new NextRequest('http://localhost/api/board/1/events', { signal: abort.signal, headers: { cookie, 'x-forwarded-for': address } }), {
        params: Promise.resolve({ storeId: '1' }),
      });
    };
    expect((await board()).status).toBe(200);
    expect((await board()).status).toBe(429);
  });
});
