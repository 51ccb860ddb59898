import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { placePickupOrder } from './support/orders';

/**
 * The production server of `npm start` (server.ts), started here on its own port and database:
 * the methods Next cannot take answer 405, and SIGTERM with an event stream open ends the stream,
 * closes the database and exits 0. No browser: one project is enough.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 5;
const BASE = `http://127.0.0.1:${PORT}`;
const ROOT = join(__dirname, '..', '..');

test.describe.configure({ mode: 'serial' });

let server: ChildProcess;
let output = '';
let exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;

test.beforeAll(async ({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the server only: once is enough');
  test.setTimeout(120_000);
  server = spawn('npm', ['start'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), DATA_DIR: '.data/e2e-lifecycle', SITE_URL: BASE, SHUTDOWN_GRACE_MS: '5000' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  exited = new Promise((resolve) => server.once('exit', (code, signal) => resolve({ code, signal })));
  await expect
    .poll(
      async () =>
        fetch(`${BASE}/api/health`)
          .then((r) => r.status)
          .catch(() => 0),
      { timeout: 110_000, intervals: [500] },
    )
    .toBe(200);
});

test.afterAll(() => {
  if (server && server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
});

/** A raw request (fetch refuses TRACE and TRACK): the status line, headers and body as text. */
function rawRequest(method: string, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(PORT, '127.0.0.1', () => socket.write(`${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\nConnection: close\r\n\r\n`));
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
}

test('TRACE and TRACK answer 405 with Allow and the security headers, on pages and API paths', async () => {
  for (const method of ['TRACE', 'TRACK']) {
    const page = await rawRequest(method, '/store/harbour-circular-quay');
    expect(page).toMatch(/^HTTP\/1\.1 405 /);
    expect(page).toMatch(/\r\nAllow: GET, HEAD\r\n/i);
    expect(page).toContain('This kind of request is not allowed here.');
    // Never through proxy.ts, yet with the fixed security headers of every answer.
    expect(page).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/i);
    expect(page).toMatch(/\r\nContent-Security-Policy: default-src 'none'; frame-ancestors 'none'\r\n/i);
    const api = await rawRequest(method, '/api/health');
    expect(api).toMatch(/^HTTP\/1\.1 405 /);
    expect(api).toMatch(/\r\nAllow: [A-Z, ]*GET/i);
    expect(api).toContain('"code":"METHOD_NOT_ALLOWED"');
  }
  // and the server goes on serving
  expect((await fetch(`${BASE}/api/health`)).status).toBe(200);
});

test('SIGTERM ends an open order status stream, closes the database and exits 0', async () => {
  test.setTimeout(60_000);
  const api = await playwrightRequest.newContext({ baseURL: BASE });
  const order = await placePickupOrder(api);
  await api.dispose();
  const token = new URL(order.statusUrl, BASE).searchParams.get('t');

  // The stream is open and has sent its first event.
  const stream = await new Promise<IncomingMessage>((resolve, reject) => {
    httpRequest(`${BASE}/api/orders/${order.orderId}/events?t=${token ?? ''}`, { headers: { Accept: 'text/event-stream' } }, resolve)
      .on('error', reject)
      .end();
  });
  expect(stream.statusCode).toBe(200);
  let received = '';
  // 'end': the server finished the chunked body; a cut connection would be 'aborted' instead.
  const ended = new Promise<void>((resolve, reject) => {
    stream.on('end', () => resolve());
    stream.on('aborted', () => reject(new Error('the stream was cut, not ended')));
  });
  stream.on('data', (chunk: Buffer) => (received += chunk.toString()));
  await expect.poll(() => received, { timeout: 10_000 }).toContain('event: status');

  server.kill('SIGTERM');
  await ended;
  const { code } = await exited;
  expect(code, output.slice(-2000)).toBe(0);
  expect(output).toContain('event streams ended');
  expect(output).toContain('database closed');
});
