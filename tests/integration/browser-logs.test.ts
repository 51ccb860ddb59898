import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { NextRequest } from 'next/server';

import { POST as postLog } from '@/app/api/logs/route';
import { BROWSER_ERROR_LIMITS } from '@/lib/domain/logs/limits';
import { createSqliteDocumentStore } from '@/lib/server/adapters/sqlite/sqlite-document-store';
import { COLLECTIONS } from '@/lib/server/collections';
import { createContainer, setContainerForTests, type Container } from '@/lib/server/container';

let app: Container;
let nextAddress = 1;
/** Each test its own client address, so the rate limit of one does not reach another. */
let address: string;

beforeAll(() => {
  app = createContainer(createSqliteDocumentStore({ filename: ':memory:' }));
  setContainerForTests(app);
});

afterAll(async () => {
  setContainerForTests(undefined);
  await app.documents.close();
});

beforeEach(async () => {
  address = `198.51.100.${nextAddress++}`;
  const { docs } = await app.documents.query(COLLECTIONS.logs, {});
  for (const doc of docs) await app.documents.delete(COLLECTIONS.logs, doc.id);
});

function send(body: unknown, headers: Record<string, string> = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const request = new NextRequest('http://localhost/api/logs', {
    method: 'POST',
    body: text,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...headers },
  });
  return postLog(request, { params: Promise.resolve({}) });
}

async function stored() {
  return (await app.documents.query(COLLECTIONS.logs, {})).docs.map((doc) => doc.data);
}

const report = { name: 'uncaught', message: 'TypeError: x is undefined', path: '/store/harbour' };

describe('POST /api/logs', () => {
  it('keeps a browser error as a log entry and answers 204 with nothing in the body', async () => {
    const before = Math.floor(Date.now() / 1000);
    const response = await send(report);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    const [entry] = await stored();
    expect(entry).toEqual({ category: 'uncaught', desc: 'TypeError: x is undefined', path: '/store/harbour', logType: 'Error', dateCreated: expect.any(Number) });
    expect(entry.dateCreated).toBeGreaterThanOrEqual(before);
  });

  it('stores a card number, an email, a phone number and a token masked, and the path without its query', async () => {
    const response = await send({
      name: 'api',
      message: 'Payment for jane.doe@example.com with 4242 4242 4242 4242 (0412 345 678) token=tok_live_abc failed',
      path: '/zh-CN/store/harbour/completeorder/42?t=secret-link-token&email=jane@example.com',
    });
    expect(response.status).toBe(204);
    const [entry] = await stored();
    expect(entry.desc).toBe('Payment for [email] with [number] ([number]) token=[token] failed');
    expect(entry.path).toBe('/zh-CN/store/harbour/completeorder/42');
    expect(JSON.stringify(entry)).not.toMatch(/4242|jane|0412|secret|tok_live/);
  });

  it('answers 400 with translated field messages for a body of the wrong shape, and keeps nothing', async () => {
    const response = await send({ name: '', message: 5, extra: true }, { 'accept-language': 'zh-CN' });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.code).toBe('VALIDATION');
    expect(body.error.message).toBe('请求无效。');
    expect(Object.keys(body.error.fieldErrors).sort()).toEqual(['_', 'message', 'name', 'path']);
    expect(JSON.stringify(body)).not.toMatch(/[A-Za-z]{6,} (is|must|expected)/);
    expect(await stored()).toEqual([]);
  });

  it('answers 400 for text that is not JSON', async () => {
    expect((await send('{not json')).status).toBe(400);
  });

  it('answers 400 for a field over its size', async () => {
    const response = await send({ ...report, message: 'x'.repeat(BROWSER_ERROR_LIMITS.message + 1) });
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).error.fieldErrors)).toEqual(['message']);
    expect(await stored()).toEqual([]);
  });

  it('answers 413 for a body over its size, unread', async () => {
    const response = await send({ ...report, padding: ' '.repeat(BROWSER_ERROR_LIMITS.bodyBytes) });
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await stored()).toEqual([]);
  });

  it('answers 429 once a client has sent its share, and counts each client on its own', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await send({ ...report, message: `Error ${i}` })).status);
    expect(statuses.slice(0, 30).every((status) => status === 204)).toBe(true);
    const limited = await send(report);
    expect(limited.status).toBe(429);
    expect((await limited.json()).error.code).toBe('RATE_LIMITED');
    address = '203.0.113.200';
    expect((await send(report)).status).toBe(204);
  });

  it('refuses a report from another site', async () => {
    const response = await send(report, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(await stored()).toEqual([]);
  });
});
