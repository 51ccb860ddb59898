/**
 * Status stream bench: N open server-sent-event connections to one order, then one status change
 * through the DocumentStore; how long the connections took to open and how long the change took
 * to reach each of them. The route handler of GET /api/orders/{orderId}/events runs in-process
 * behind a plain node:http server, on a temporary SQLite database: real sockets, real SSE framing,
 * the real change feed and hub.
 */
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest, createServer, Agent, type IncomingMessage, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { NextRequest } from 'next/server';
import { GET as orderEvents } from '../../app/api/orders/[orderId]/events/route';
import { createSqliteDocumentStore } from '../../lib/server/adapters/sqlite/sqlite-document-store';
import { COLLECTIONS } from '../../lib/server/collections';
import { createContainer, setContainerForTests } from '../../lib/server/container';
import { newAccessToken } from '../../lib/server/orders/order-access';

export interface StatusStreamBenchOptions {
  /** open connections (default 1000) */
  connections?: number;
  /** port of the bench's own server; 0 picks a free one */
  port?: number;
  /** the longest the whole run may take before it gives up */
  timeoutMs?: number;
}

export interface StatusStreamBenchResult {
  connections: number;
  /** from the first request to every connection having its first status */
  connectAllMs: number;
  /** per connection, request to first status: median and 99th percentile */
  connectP50Ms: number;
  connectP99Ms: number;
  /** from the status write to each connection receiving it */
  fanOutP50Ms: number;
  fanOutP99Ms: number;
  fanOutMaxMs: number;
  /** how many connections received the change */
  reached: number;
}

const percentile = (sorted: number[], p: number) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)]);

/** node:http in front of the App Router handler: the request as a NextRequest, the body piped. */
function serve(port: number) {
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const abort = new AbortController();
    res.on('close', () => abort.abort());
    const url = new URL(req.url ?? '/', `http://localhost:${port}`);
    const match = /^\/api\/orders\/([^/]+)\/events$/.exec(url.pathname);
    if (!match) {
      res.writeHead(404).end();
      return;
    }
    const response = await orderEvents(new NextRequest(url, { headers: req.headers as Record<string, string>, signal: abort.signal }), {
      params: Promise.resolve({ orderId: match[1] }),
    });
    res.writeHead(response.status, Object.fromEntries(response.headers));
    if (!response.body) return void res.end();
    Readable.fromWeb(response.body as WebReadableStream<Uint8Array>).pipe(res);
  });
  server.maxConnections = Infinity;
  return server;
}

export async function runStatusStreamBench({ connections = 1000, port = 0, timeoutMs = 60_000 }: StatusStreamBenchOptions = {}): Promise<StatusStreamBenchResult> {
  const dir = mkdtempSync(join(tmpdir(), 'status-stream-bench-'));
  const documents = createSqliteDocumentStore({ filename: join(dir, 'bench.db') });
  const app = createContainer(documents);
  setContainerForTests(app);
  const orderId = '6f0d3c52-2b1e-4c3a-9a57-000000000001';
  const { token, hash } = newAccessToken();
  const base = { UDID: orderId, StoreID: '1', StoreName: 'Bench Store', OrderType: 3, OnlineOrderStatus: 1, CreatedOn: 1_772_681_400, ScheduledTime: 1_772_683_200 };
  await documents.set(COLLECTIONS.historyOrders, orderId, { ...base, GuestUserIdentifier: 'guest', AccessTokenHash: hash });
  await documents.set(COLLECTIONS.trackingOrders, orderId, { ...base, Source: 'Online Order' });

  const server = serve(port);
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
  const requests: ReturnType<typeof httpRequest>[] = [];
  const deadline = setTimeout(() => {
    for (const each of requests) each.destroy();
  }, timeoutMs);

  try {
    const connectMs: number[] = [];
    const changeAt: number[] = [];
    let changeWrittenAt = 0;
    const started = performance.now();
    const opened = Array.from(
      { length: connections },
      (_, index) =>
        new Promise<void>((resolve, reject) => {
          const begin = performance.now();
          const req = httpRequest(
            { host: '127.0.0.1', port: actualPort, path: `/api/orders/${orderId}/events?t=${encodeURIComponent(token)}`, agent, headers: { Accept: 'text/event-stream' } },
            (res) => {
              if (res.statusCode !== 200) return reject(new Error(`connection ${index}: HTTP ${res.statusCode}`));
              let buffer = '';
              let statuses = 0;
              res.setEncoding('utf8');
              res.on('data', (chunk: string) => {
                buffer += chunk;
                let end: number;
                while ((end = buffer.indexOf('\n\n')) >= 0) {
                  const block = buffer.slice(0, end);
                  buffer = buffer.slice(end + 2);
                  if (!block.startsWith('event: status')) continue;
                  statuses += 1;
                  if (statuses === 1) {
                    connectMs[index] = performance.now() - begin;
                    resolve();
                  } else if (statuses === 2) changeAt[index] = performance.now() - changeWrittenAt;
                }
              });
              res.on('error', () => undefined);
            },
          );
          req.on('error', reject);
          req.end();
          requests.push(req);
        }),
    );
    await Promise.all(opened);
    const connectAllMs = performance.now() - started;

    changeWrittenAt = performance.now();
    await documents.update(COLLECTIONS.trackingOrders, orderId, { OnlineOrderStatus: 2 });
    // Wait for every connection (bounded: the deadline destroys the sockets).
    for (let waited = 0; changeAt.filter((value) => value !== undefined).length < connections && waited < timeoutMs; waited += 5) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const fanOut = changeAt.filter((value) => value !== undefined).sort((a, b) => a - b);
    const connect = [...connectMs].sort((a, b) => a - b);
    return {
      connections,
      connectAllMs,
      connectP50Ms: percentile(connect, 0.5),
      connectP99Ms: percentile(connect, 0.99),
      fanOutP50Ms: percentile(fanOut, 0.5),
      fanOutP99Ms: percentile(fanOut, 0.99),
      fanOutMaxMs: fanOut[fanOut.length - 1] ?? NaN,
      reached: fanOut.length,
    };
  } finally {
    clearTimeout(deadline);
    for (const each of requests) each.destroy();
    agent.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    setContainerForTests(undefined);
    await documents.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
