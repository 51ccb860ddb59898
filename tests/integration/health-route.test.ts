import { NextRequest } from 'next/server';
import { GET } from '@/app/api/health/route';
import { createSqliteDocumentStore } from '@/lib/server/adapters/sqlite/sqlite-document-store';
import { createContainer, setContainerForTests, type Container } from '@/lib/server/container';
import { version } from '@/package.json';
import { ZHealthResponseSchema } from '@/lib/schemas/api/health';
import { expectAnswer } from '../support/answer';

function health(headers: Record<string, string> = {}) {
  return GET(new NextRequest('http://localhost/api/health', { headers }), { params: Promise.resolve({}) });
}

describe('GET /api/health', () => {
  let app: Container;

  afterEach(async () => {
    setContainerForTests(undefined);
    await app.documents.close();
  });

  it('answers 200 with the database reachable, the adapters in use and the version, uncached', async () => {
    app = createContainer(createSqliteDocumentStore({ filename: ':memory:' }));
    setContainerForTests(app);
    const response = await health();
    await expectAnswer(response, ZHealthResponseSchema);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.json();
    expect(version).toBe('1.1.7');
    expect(body).toEqual({
      status: 'ok',
      version: '1.1.7',
      database: { reachable: true, latencyMs: expect.any(Number) },
      adapters: { documentStore: 'sqlite', payments: 'sandbox', maps: 'offline', auth: 'embedded', email: 'outbox', sms: 'outbox', walletPasses: 'none' },
      cardPaymentsTaken: true,
    });
  });

  it('answers 503 when the database cannot be read, and logs it with the request id', async () => {
    app = createContainer(createSqliteDocumentStore({ filename: ':memory:' }));
    await app.documents.close();
    setContainerForTests(app);
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await health({ 'x-request-id': 'probe-7' });
    expect(response.status).toBe(503);
    expect(response.headers.get('x-request-id')).toBe('probe-7');
    expect(await response.json()).toMatchObject({ status: 'unavailable', version: '1.1.7', database: { reachable: false }, adapters: { documentStore: 'sqlite' } });
    const lines = log.mock.calls.map(([line]) => JSON.parse(String(line)));
    expect(lines).toContainEqual(expect.objectContaining({ requestId: 'probe-7', component: 'health', msg: expect.stringContaining('database') }));
    log.mockRestore();
  });

  it('shows no secret, path or host: names and numbers only', async () => {
    app = createContainer(createSqliteDocumentStore({ filename: ':memory:' }));
    setContainerForTests(app);
    const text = await (await health()).text();
    expect(text).not.toMatch(/[/\\]|:memory:|secret|key|password|localhost/i);
  });
});

describe('the request id of the route wrapper', () => {
  let app: Container;
  beforeAll(() => {
    app = createContainer(createSqliteDocumentStore({ filename: ':memory:' }));
    setContainerForTests(app);
  });
  afterAll(async () => {
    setContainerForTests(undefined);
    await app.documents.close();
  });

  it('makes one when the request has none, a new one per request', async () => {
    const first = (await health()).headers.get('x-request-id');
    const second = (await health()).headers.get('x-request-id');
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
  });

  it('takes a plain token from x-request-id and replaces anything else', async () => {
    expect((await health({ 'x-request-id': 'lb-1234.abc:9' })).headers.get('x-request-id')).toBe('lb-1234.abc:9');
    const injected = (await health({ 'x-request-id': 'a b"}<script>' })).headers.get('x-request-id');
    expect(injected).toMatch(/^[0-9a-f-]{36}$/);
  });
});
