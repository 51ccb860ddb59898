/**
 * The production server (`npm start`): Next's request handler behind a plain Node HTTP server,
 * which does two things `next start` cannot.
 *
 * - TRACE and TRACK answer 405 with an Allow header. Next builds a Fetch Request for the proxy
 *   before any of our code runs and the Fetch API refuses these methods, so `next start` answers
 *   TRACE with its own plain 500; Node's parser does not know TRACK and answers 400.
 * - SIGTERM (and SIGINT) shut down gracefully and exit 0: no new connections; the event streams
 *   (order status, the board's live feed) end, so their browsers reconnect to another server;
 *   the requests in flight finish (at most SHUTDOWN_GRACE_MS); then the payment reconciler stops
 *   and the database closes (SQLite's handle, Firestore's client), through the steps
 *   lib/server/shutdown.ts hands over on globalThis. `next start` instead waits for every open
 *   connection (an event stream never ends by itself) and exits 143.
 *
 * `npm run build` bundles this file with esbuild (packages stay external) into
 * .next/storefront-server.cjs, which `npm start` runs with plain Node: a TypeScript loader in the
 * running server would hook every module Next loads and keep their sources and source maps.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import pino from 'pino';
import en from './messages/en.json';
import zhCN from './messages/zh-CN.json';
import { escapeHtml } from './lib/html/html-template';

/**
 * V8 lets the old generation grow to about four times what was live after a full collection
 * before the next one. A kept page answered to a slow client lives long enough to be promoted,
 * so under load the heap saws between ~50 MB live and ~250 MB: 1.5 times keeps the resident size
 * steady (bench:throughput's memory lines) for a full collection of ~12 ms every few seconds.
 * A factor, not a ceiling: a larger catalogue just gets a larger heap.
 */
setFlagsFromString('--heap-growing-percent=50');

/** How long requests in flight may take to finish after SIGTERM before their connections are cut. */
const SHUTDOWN_GRACE_MS = Number(process.env.SHUTDOWN_GRACE_MS ?? 10_000);
const PORT = Number(process.env.PORT ?? 3000);
const API_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';
const PAGE_METHODS = 'GET, HEAD';

// Written at once (not buffered), so the lines keep their order with the app's and none is lost at exit.
const log = pino(
  {
    base: { service: 'storefront', component: 'server' },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label, number) => ({ level: number, levelName: label }) },
  },
  pino.destination({ dest: 1, sync: true }),
);

interface ServerLifecycle {
  endStreams(): void;
  release(): Promise<void>;
}
const lifecycle = () => (globalThis as typeof globalThis & { __storefrontLifecycle?: ServerLifecycle }).__storefrontLifecycle;

/** The fixed security headers every answer carries (as next.config.mjs gives static files): these answers never reach proxy.ts. */
const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
};

/** The 405 of a method no path takes: the error table's JSON on API paths, a small page otherwise, in the client's language. */
function methodNotAllowed(path: string, acceptLanguage: string): { headers: Record<string, string>; body: string } {
  const chinese = /^\/zh-CN(\/|$)/i.test(path) || (!path.startsWith('/en') && /^\s*zh/i.test(acceptLanguage));
  const messages = chinese ? zhCN : en;
  const api = path === '/api' || path.startsWith('/api/');
  if (api) {
    const body = JSON.stringify({ error: { code: 'METHOD_NOT_ALLOWED', message: messages.errors.methodNotAllowed } });
    return { headers: { Allow: API_METHODS, 'Content-Type': 'application/json' }, body };
  }
  const message = escapeHtml(messages.errors.methodNotAllowed);
  const body = `<!DOCTYPE html><html lang="${chinese ? 'zh-CN' : 'en'}"><head><meta charset="utf-8"><title>${message}</title></head><body style="font-family:system-ui,sans-serif;padding:2rem"><h1 style="font-size:1.25rem">${message}</h1><p><a href="${chinese ? '/zh-CN' : '/'}">${escapeHtml(messages.errors.backHome)}</a></p></body></html>`;
  return { headers: { Allow: PAGE_METHODS, 'Content-Type': 'text/html; charset=utf-8' }, body };
}

function refuseMethod(request: IncomingMessage, response: ServerResponse): void {
  const { headers, body } = methodNotAllowed(request.url ?? '/', String(request.headers['accept-language'] ?? ''));
  response.writeHead(405, { ...SECURITY_HEADERS, ...headers, 'Cache-Control': 'no-store', 'Content-Length': Buffer.byteLength(body) });
  response.end(body);
}

/**
 * A request Node's parser refuses. TRACK is not an HTTP method it knows: it gets the same 405 as
 * TRACE. Everything else is answered as Node does without a listener (431, 408 or 400).
 */
function onClientError(error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Socket): void {
  if (!socket.writable) return void socket.destroy();
  const raw = error.rawPacket?.toString('latin1') ?? '';
  if (error.code === 'HPE_INVALID_METHOD' && raw.startsWith('TRACK ')) {
    const path = raw.slice(6).split(' ')[0] ?? '/';
    const language = /\r\naccept-language:([^\r]*)/i.exec(raw)?.[1] ?? '';
    const { headers, body } = methodNotAllowed(path, language);
    const head = Object.entries({ ...SECURITY_HEADERS, ...headers, 'Cache-Control': 'no-store', 'Content-Length': String(Buffer.byteLength(body)), Connection: 'close' })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    return void socket.end(`HTTP/1.1 405 Method Not Allowed\r\n${head}\r\n${body}`);
  }
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large' : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? '408 Request Timeout' : '400 Bad Request';
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\n\r\n`);
}

/**
 * Next answers a page the proxy rewrote (every page: next-intl rewrites to app/[locale]) with
 * `x-middleware-rewrite`, the internal path it rendered. No browser reads it (Next's client does
 * not); it only tells the world how routes are laid out, so it never leaves the server.
 */
function withoutInternalHeaders(response: ServerResponse): void {
  const setHeader = response.setHeader.bind(response);
  response.setHeader = (name, value) => (name.toLowerCase().startsWith('x-middleware-') ? response : setHeader(name, value));
}

async function main(): Promise<void> {
  (process.env as Record<string, string | undefined>).NODE_ENV ??= 'production';
  // Loaded after NODE_ENV is set: Next reads it when it loads.
  const { default: next } = await import('next');
  // `npm start` runs from the project's folder (this file runs bundled, from .next/storefront-server.cjs).
  const app = next({ dev: false, dir: process.cwd(), port: PORT });
  await app.prepare();
  const handle = app.getRequestHandler();

  const server = createServer((request, response) => {
    if (request.method === 'TRACE') return refuseMethod(request, response);
    withoutInternalHeaders(response);
    void handle(request, response);
  });
  server.on('clientError', onClientError);

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    lifecycle()?.endStreams();
    // A connection whose last answer (an ended stream) has just finished is idle only from then on.
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    const grace = setTimeout(() => {
      log.warn({ graceMs: SHUTDOWN_GRACE_MS }, 'requests still open after the grace period: connections closed');
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    await closed;
    clearInterval(sweep);
    clearTimeout(grace);
    try {
      await lifecycle()?.release();
      await app.close();
      log.info('stopped');
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'the shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  server.listen(PORT, () => log.info({ port: PORT }, 'ready'));
}

main().catch((error: unknown) => {
  log.error({ err: error }, 'the server could not start');
  process.exit(1);
});
