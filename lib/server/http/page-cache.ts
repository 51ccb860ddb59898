import 'server-only';
import http from 'node:http';
import { keyOf, wantsFresh } from './page-cache-key';

/**
 * The shared cache inside the server: what a CDN in front would keep (cache-policy.ts), kept here
 * too, so one server answers its public pages from memory instead of rendering the biggest menu
 * for every visitor. It stores only answers that say a shared cache may (`public` with
 * `s-maxage` or `max-age`) and set no cookie, for as long as they say; past that, for their
 * `stale-while-revalidate` time, one request renders a fresh copy while the others still get
 * the kept one. A page keeps the Content-Security-Policy it was rendered with: its nonce is the
 * one in its scripts, and is never used for another render.
 *
 * What is kept never depends on the visitor but for the request headers in its key
 * (page-cache-key.ts): a page load's and a client navigation's answers (React's payload, asked
 * with `RSC: 1`) are kept apart, the latter by the router's headers too.
 */

/** Answer headers that belong to one connection or one request, never to a kept answer. */
const NOT_KEPT = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date', 'x-request-id', 'age']);
const MAX_PAGE_BYTES = 2 * 1024 * 1024;

export interface KeptAnswer {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
  /** ms since the epoch */
  storedAt: number;
  freshMs: number;
  staleMs: number;
  /** a request is rendering its successor */
  refreshing: boolean;
}

/** How long a shared cache may keep an answer with this Cache-Control, or null when it may not. */
export function sharedLifetimeOf(cacheControl: string | undefined): { freshMs: number; staleMs: number } | null {
  if (!cacheControl) return null;
  const directives = new Map(
    cacheControl
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split('=') as [string, string | undefined]),
  );
  if (!directives.has('public') || directives.has('private') || directives.has('no-store') || directives.has('no-cache')) return null;
  const seconds = (name: string) => {
    const value = Number(directives.get(name));
    return Number.isFinite(value) && value >= 0 ? value : undefined;
  };
  const fresh = seconds('s-maxage') ?? seconds('max-age');
  if (!fresh) return null;
  return { freshMs: fresh * 1000, staleMs: (seconds('stale-while-revalidate') ?? 0) * 1000 };
}

/** The kept answers, least recently used first out, bounded in count and bytes. */
export class PageCache {
  private readonly answers = new Map<string, KeptAnswer>();
  private bytes = 0;

  constructor(
    private readonly limits: { maxEntries: number; maxBytes: number } = { maxEntries: 500, maxBytes: 64 * 1024 * 1024 },
    private readonly now: () => number = Date.now,
  ) {}

  /** A kept answer and whether it is still fresh; an answer past its stale time is dropped. */
  lookup(key: string): { answer: KeptAnswer; fresh: boolean } | null {
    const answer = this.answers.get(key);
    if (!answer) return null;
    const age = this.now() - answer.storedAt;
    if (age >= answer.freshMs + answer.staleMs) {
      this.drop(key);
      return null;
    }
    // Most recently used last.
    this.answers.delete(key);
    this.answers.set(key, answer);
    return { answer, fresh: age < answer.freshMs };
  }

  store(key: string, answer: Omit<KeptAnswer, 'storedAt' | 'refreshing'>): void {
    if (answer.body.length > MAX_PAGE_BYTES) return;
    this.drop(key);
    this.answers.set(key, { ...answer, storedAt: this.now(), refreshing: false });
    this.bytes += answer.body.length;
    for (const [oldest] of this.answers) {
      if (this.answers.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) break;
      this.drop(oldest);
    }
  }

  /** Forgets every kept answer: the catalogue changed (lib/server/cache/catalogue-changes.ts). */
  clear(): void {
    this.answers.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.answers.size;
  }

  private drop(key: string): void {
    const answer = this.answers.get(key);
    if (!answer) return;
    this.bytes -= answer.body.length;
    this.answers.delete(key);
  }

  /** The kept answer's age in whole seconds, for the Age header. */
  ageOf(answer: KeptAnswer): number {
    return Math.floor((this.now() - answer.storedAt) / 1000);
  }
}

/** Sends a kept answer as it was sent, with its age. */
export function sendKept(cache: PageCache, answer: KeptAnswer, response: http.ServerResponse): void {
  response.writeHead(answer.status, { ...answer.headers, 'content-length': String(answer.body.length), age: String(cache.ageOf(answer)) });
  response.end(answer.body);
}

/**
 * Records what the app sends on this response and hands it to `keep` when it ends, if a shared
 * cache may keep it. Installed before the app's handler runs: Next's compression wraps these
 * methods in turn, so the bytes recorded are the compressed ones it sends.
 */
export function recordAnswer(response: http.ServerResponse, keep: (answer: Omit<KeptAnswer, 'storedAt' | 'refreshing'>) => void, done: () => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  // Decided when the first bytes go out (the status and headers are set by then): an answer no
  // shared cache may keep (a private page, an event stream) is not recorded at all.
  let keepable: boolean | undefined;
  const lifetime = () => (response.statusCode === 200 && !response.hasHeader('set-cookie') ? sharedLifetimeOf(String(response.getHeader('cache-control') ?? '')) : null);
  const write = response.write.bind(response) as (...args: unknown[]) => boolean;
  const end = response.end.bind(response) as (...args: unknown[]) => http.ServerResponse;
  const collect = (chunk: unknown, encoding: unknown) => {
    keepable ??= lifetime() !== null;
    if (!keepable || chunk === undefined || chunk === null || typeof chunk === 'function') return;
    const buffer = Buffer.isBuffer(chunk)
      ? chunk
      : chunk instanceof Uint8Array
        ? Buffer.from(chunk)
        : Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
    size += buffer.length;
    if (size > MAX_PAGE_BYTES) {
      keepable = false;
      chunks.length = 0;
      return;
    }
    chunks.push(buffer);
  };
  response.write = ((chunk: unknown, ...rest: unknown[]) => {
    collect(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as typeof response.write;
  response.end = ((chunk?: unknown, ...rest: unknown[]) => {
    collect(chunk, rest[0]);
    return end(chunk, ...rest);
  }) as typeof response.end;
  let settled = false;
  const settle = (finished: boolean) => {
    if (settled) return;
    settled = true;
    done();
    const kept = finished && keepable ? lifetime() : null;
    if (!kept) return;
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(response.getHeaders())) {
      if (value === undefined || NOT_KEPT.has(name) || name.startsWith('x-middleware-')) continue;
      headers[name] = Array.isArray(value) ? value : String(value);
    }
    keep({ status: 200, headers, body: Buffer.concat(chunks), ...kept });
  };
  response.once('finish', () => settle(true));
  // A connection closed before the end: nothing is kept, and the next request renders again.
  response.once('close', () => settle(response.writableFinished));
}

const INSTALLED = Symbol.for('storefront.pageCache');
type Installed = { [INSTALLED]?: PageCache };

/**
 * Puts the cache in front of every HTTP server of this process, once (as peer-address.ts does:
 * `next start` builds its server before any of our code runs). `PAGE_CACHE=off` leaves it out.
 */
export function installPageCache(cache = new PageCache()): PageCache {
  const prototype = http.Server.prototype as http.Server & Installed;
  const installed = prototype[INSTALLED];
  if (installed) return installed;
  const emit = prototype.emit;
  prototype.emit = function emitThroughCache(this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const [request, response] = args as [http.IncomingMessage, http.ServerResponse];
      const key = keyOf(request);
      if (key) {
        const hit = wantsFresh(request) ? null : cache.lookup(key);
        if (hit && (hit.fresh || hit.answer.refreshing)) {
          sendKept(cache, hit.answer, response);
          return true;
        }
        // Past its fresh time: this request renders the successor, the others get the kept one meanwhile.
        if (hit) hit.answer.refreshing = true;
        recordAnswer(
          response,
          (answer) => cache.store(key, answer),
          () => {
            if (hit) hit.answer.refreshing = false;
          },
        );
      }
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof prototype.emit;
  prototype[INSTALLED] = cache;
  return cache;
}
