import 'server-only';
import type { Unsubscribe } from '../ports/document-store';
import { takeStreamSlot } from './stream-slots';

/** How long a browser waits before reconnecting (the `retry:` field). */
export const SSE_RETRY_MS = 3000;
/** A comment line this often keeps proxies and load balancers from closing an idle stream. */
export const SSE_HEARTBEAT_MS = 15_000;

export interface EventStreamOptions<T> {
  /** the request's signal: the stream ends, and unsubscribes, when the client goes away */
  signal: AbortSignal;
  /** the client's address (clientIp): it holds one of its MAX_STREAMS_PER_CLIENT places while the stream is open */
  client: string | null;
  /** the event name of every message */
  event: string;
  /** sent at once */
  initial: T;
  /** starts the feed; `send` may be called any number of times until the returned function is called */
  subscribe: (send: (data: T) => void) => Unsubscribe;
  /** skips a message equal to the last one sent */
  same?: (last: T, next: T) => boolean;
  heartbeatMs?: number;
  retryMs?: number;
}

const encoder = new TextEncoder();

/**
 * The ends of the open streams of this process, and whether it is shutting down. On globalThis:
 * each route's bundle may hold its own copy of this module, and the shutdown must reach them all.
 */
const streams = globalThis as typeof globalThis & { __storefrontStreams?: { open: Set<() => void>; ending: boolean } };
const registry = (streams.__storefrontStreams ??= { open: new Set(), ending: false });

/**
 * Ends every open stream (a graceful shutdown: the browsers reconnect to another server after
 * `retry`) and every stream opened from now on, right after its first event. Returns how many were open.
 */
export function endEventStreams(): number {
  registry.ending = true;
  const open = [...registry.open];
  for (const end of open) end();
  return open.length;
}

function frame(event: string, data: unknown): Uint8Array {
  return encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

/**
 * A text/event-stream answer: the `retry:` hint and the current state at once, then each change,
 * with a heartbeat comment in between. Everything it holds (the feed subscription, the timer, the
 * client's place among its open streams) is let go when the client disconnects, whichever of the
 * abort signal or the stream's cancel reports it first. A client already holding all its places
 * is refused before anything is opened (429, stream-slots.ts).
 */
export function eventStreamResponse<T>({
  signal,
  client,
  event,
  initial,
  subscribe,
  same,
  heartbeatMs = SSE_HEARTBEAT_MS,
  retryMs = SSE_RETRY_MS,
}: EventStreamOptions<T>): Response {
  const releaseSlot = takeStreamSlot(client);
  let cleanup: () => void = releaseSlot;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let open = true;
      let last = initial;
      let unsubscribe: Unsubscribe | null = null;
      const write = (chunk: Uint8Array) => {
        if (!open) return;
        try {
          controller.enqueue(chunk);
        } catch {
          cleanup();
        }
      };
      const heartbeat = setInterval(() => write(encoder.encode(': heartbeat\n\n')), heartbeatMs);
      cleanup = () => {
        if (!open) return;
        open = false;
        releaseSlot();
        clearInterval(heartbeat);
        signal.removeEventListener('abort', cleanup);
        registry.open.delete(cleanup);
        unsubscribe?.();
        unsubscribe = null;
        try {
          controller.close();
        } catch {
          // already closed by the runtime
        }
      };
      signal.addEventListener('abort', cleanup);
      registry.open.add(cleanup);
      write(encoder.encode(`retry: ${retryMs}\n\n`));
      write(frame(event, initial));
      if (signal.aborted || registry.ending) return cleanup();
      unsubscribe = subscribe((data) => {
        if (same?.(last, data)) return;
        last = data;
        write(frame(event, data));
      });
      if (!open) {
        // the client left while subscribing
        unsubscribe();
        unsubscribe = null;
      }
    },
    cancel() {
      cleanup();
    },
  });
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform keeps compression (which would buffer the stream) away; no-store keeps it private
      'Cache-Control': 'no-store, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    },
  });
}
