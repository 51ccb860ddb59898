import { performance } from 'node:perf_hooks';

/**
 * The sim's client calls. Each customer has an address of their own, sent as the proxy's
 * X-Forwarded-For (the servers trust one hop), so the per-address limits count per customer.
 */
export interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
  ms: number;
}

/** A call the server has not answered in this long counts as unanswered (a killed server's calls end sooner). */
const CALL_TIMEOUT_MS = 20_000;

export function clientAddress(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export async function call(base: string, path: string, init: { method?: string; body?: unknown; headers?: Record<string, string>; client: string }): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': init.client, ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // an HTML page: its text
  }
  return { status: response.status, body, headers: response.headers, ms: performance.now() - started };
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Runs `work` over `items`, `width` at a time. */
export async function inBatches<T>(items: T[], width: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        await work(items[index], index);
      }
    }),
  );
}

/** An event stream held open until closed: calls `onEvent` with each event's name and data. */
export function openStream(url: string, headers: Record<string, string>, onEvent: (event: string, data: string) => void): { ready: Promise<number>; close: () => void } {
  const controller = new AbortController();
  const ready = fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal }).then((response) => {
    if (!response.ok || !response.body) throw new Error(`stream ${url}: ${response.status}`);
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    void (async () => {
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: ?(.*)$/m.exec(block)?.[1] ?? 'message';
          const data = [...block.matchAll(/^data: ?(.*)$/gm)].map((m) => m[1]).join('\n');
          if (data) onEvent(event, data);
        }
      }
    })();
    return response.status;
  });
  return { ready, close: () => controller.abort() };
}
