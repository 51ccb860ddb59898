import 'server-only';
import { closeContainer } from './container';
import { endEventStreams } from './http/event-stream';
import { logger } from './logger';
import { stopPaymentReconciler } from './payments/reconcile-schedule';

const log = logger.child({ component: 'shutdown' });

/**
 * What the server (server.ts) calls on SIGTERM, in two steps: first the event streams end (order
 * status and the board's live feed; their browsers reconnect elsewhere after `retry`), so the
 * open connections can finish; then, once no request is left, the payment reconciler stops and
 * the database closes. server.ts runs outside Next's bundles, so it reaches these through globalThis.
 */
export interface ServerLifecycle {
  endStreams(): void;
  release(): Promise<void>;
}

const holder = globalThis as typeof globalThis & { __storefrontLifecycle?: ServerLifecycle };

export const lifecycle: ServerLifecycle = {
  endStreams() {
    const ended = endEventStreams();
    log.info({ streams: ended }, 'shutting down: event streams ended');
  },
  async release() {
    stopPaymentReconciler();
    await closeContainer();
    log.info('shutting down: payment reconciler stopped, database closed');
  },
};

/** Makes the lifecycle reachable from server.ts (called by instrumentation.ts when the server starts). */
export function exposeLifecycle(): void {
  holder.__storefrontLifecycle = lifecycle;
}
