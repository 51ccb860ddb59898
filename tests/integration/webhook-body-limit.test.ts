/**
 * The payment webhooks read at most 1 MB (issue 35 item 9): a larger declared body is refused
 * with 413 unread, a chunked one as soon as it passes the limit, before any signature is computed.
 */
import { NextRequest } from 'next/server';
import { POST as sandboxWebhook } from '@/app/api/payments/sandbox/webhook/route';
import { POST as stripeWebhook } from '@/app/api/payments/stripe/webhook/route';
import type { Container } from '@/lib/server/container';
import { MAX_WEBHOOK_BODY_BYTES } from '@/lib/server/http/webhook-route';
import { STRIPE_TEST_SECRET_KEY, STRIPE_TEST_WEBHOOK_SECRET } from '../contract/stripe.fake';
import { createCheckoutApp, teardown } from '../support/checkout';

let app: Container;
beforeAll(async () => {
  app = await createCheckoutApp({ stripe: { secretKey: STRIPE_TEST_SECRET_KEY, webhookSecret: STRIPE_TEST_WEBHOOK_SECRET, maxNetworkRetries: 0 } });
});
afterAll(() => teardown(app));

const CHUNK = 64 * 1024;

/** A body of `chunks` chunks of 64 KB that counts the bytes the server pulled from it. */
function countingBody(chunks: number): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= chunks * CHUNK) return controller.close();
      sent += CHUNK;
      controller.enqueue(new Uint8Array(CHUNK).fill(0x20));
    },
  });
  return { stream, pulled: () => sent };
}

function post(handler: typeof stripeWebhook, body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}): Promise<Response> {
  return handler(
    new NextRequest('http://localhost/api/payments/stripe/webhook', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00', ...headers },
      duplex: 'half',
    } as ConstructorParameters<typeof NextRequest>[1]),
  );
}

describe.each([
  ['stripe', stripeWebhook],
  ['sandbox', sandboxWebhook],
])('POST /api/payments/%s/webhook: the body limit', (_name, handler) => {
  it('refuses a Content-Length over 1 MB with 413 PAYLOAD_TOO_LARGE, without reading the body', async () => {
    const body = countingBody(20);
    const response = await post(handler, body.stream, { 'content-length': String(MAX_WEBHOOK_BODY_BYTES + 1), 'accept-language': 'zh-CN' });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: '请求内容过大。' } });
    // A stream's first chunk may be pulled when it is set up; nothing after it.
    expect(body.pulled()).toBeLessThanOrEqual(CHUNK);
  });

  it('cuts a chunked body off as soon as it passes 1 MB: 413, the rest never read', async () => {
    const body = countingBody(100);
    const response = await post(handler, body.stream);
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(MAX_WEBHOOK_BODY_BYTES).toBe(1024 * 1024);
    expect(body.pulled()).toBeLessThanOrEqual(MAX_WEBHOOK_BODY_BYTES + 2 * CHUNK);
  });

  it('still reads a body under the limit to its signature check (400 for a bad one, not 413)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const response = await post(handler, countingBody(2).stream);
    warn.mockRestore();
    expect(response.status).toBe(400);
  });
});
