import 'server-only';
import { AppError } from '@/lib/domain/errors/app-error';

/**
 * Event streams one client address may hold open on one server process at once (order status
 * pages and order boards together). A stream costs a connection, a timer and a feed subscription
 * for as long as it is open, so one address must not hold hundreds. 50 leaves room for a
 * restaurant's shared Wi-Fi (one public address, or one IPv6 /64): most of a 60-seat room
 * following their orders, a second tab here and there, and the kitchen's boards.
 */
export const MAX_STREAMS_PER_CLIENT = 50;

/** How long a refused client is told to wait: a closed stream frees its place at once. */
export const STREAM_RETRY_AFTER_SECONDS = 30;

/** Open streams per client address, on globalThis: each route's bundle may hold its own copy of this module. */
const slots = globalThis as typeof globalThis & { __storefrontStreamSlots?: Map<string, number> };
const openByClient = (slots.__storefrontStreamSlots ??= new Map<string, number>());

/**
 * Takes one of the client's places for a stream, or refuses (429 RATE_LIMITED with
 * Retry-After) when it holds them all. The returned function gives the place back (once,
 * however often it is called). A request without an address (a handler called in a test) is
 * not counted, as with the rate limits.
 */
export function takeStreamSlot(client: string | null): () => void {
  if (client === null) return () => undefined;
  const open = openByClient.get(client) ?? 0;
  if (open >= MAX_STREAMS_PER_CLIENT) throw new AppError('RATE_LIMITED', 'errors.tooManyStreams', { seconds: STREAM_RETRY_AFTER_SECONDS, streams: MAX_STREAMS_PER_CLIENT });
  openByClient.set(client, open + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (openByClient.get(client) ?? 1) - 1;
    if (left > 0) openByClient.set(client, left);
    else openByClient.delete(client);
  };
}
