import 'server-only';
import { createHash, createHmac } from 'node:crypto';
import { z } from 'zod';
import type { TPlaceOrderResult } from '@/lib/views/order';
import { statusToken } from '../orders/order-access';
import { withChallengeSecret, withoutChallengeSecret } from '../payments/sandbox-challenge-link';

/** The Idempotency-Key header: 8 to 200 visible ASCII characters (a random UUID is the right choice). */
export const ZIdempotencyKeySchema = z.string().regex(/^[\x21-\x7e]{8,200}$/);

/** JSON with object keys sorted, so the same body always hashes the same whatever its key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** The record's document id: the key's hash, so the database never holds a key itself. */
export function idempotencyRecordId(key: string): string {
  return sha256(`idempotency:${key}`);
}

/**
 * The access token of an order placed before status tokens were the server's (issue 35): an
 * HMAC of the order id under the client's Idempotency-Key, which a store system with short keys
 * made guessable. Kept only so a retry of such a record still answers the link it gave first.
 */
function keyedAccessToken(key: string, orderId: string): string {
  return createHmac('sha256', key).update(`order-access:${orderId}`).digest('base64url');
}

/**
 * The status link's token of the order a record placed: the server's (statusToken), or, for a
 * record written before it (no `tokenScheme`), the one derived from its key. The database holds
 * only the key's hash and the token's hash, neither of which opens the order.
 */
export function accessTokenOf(record: Pick<TIdempotencyRecord, 'orderId' | 'tokenScheme'>, key: string): string {
  return record.tokenScheme === 'server' ? statusToken(record.orderId) : keyedAccessToken(key, record.orderId);
}

/**
 * What one Idempotency-Key did. 'placed': the order is written and its charge may be under way
 * (a retry finishes it, with the same payment key, so it never charges twice); 'complete': the
 * answer is final and is given again as it is.
 */
export type TIdempotencyRecord = {
  bodyHash: string;
  storeId: string;
  orderId: string;
  state: 'placed' | 'complete';
  /** the 201 body, with the status link stored without its token and a payment page's link without its challenge secret */
  answer: TPlaceOrderResult;
  createdAt: number;
  /** 'server': the status token is statusToken(orderId); absent on records written before */
  tokenScheme?: 'server';
};

/**
 * A stored answer as the client gets it: the status link's token (made again, never stored) put
 * back, and the sandbox payment page's challenge secret (likewise) on a redirect to it.
 */
export function withAccessToken(answer: TPlaceOrderResult, token: string): TPlaceOrderResult {
  const statusUrl = answer.statusUrl.includes('?t=') ? answer.statusUrl : `${answer.statusUrl}?t=${encodeURIComponent(token)}`;
  return { ...answer, statusUrl, next: answer.next.type === 'redirect' ? { type: 'redirect', url: withChallengeSecret(answer.next.url) } : answer.next };
}

/** An answer as a record keeps it: no challenge secret in a redirect to the sandbox's page. */
export function storedAnswer(answer: TPlaceOrderResult): TPlaceOrderResult {
  return answer.next.type === 'redirect' ? { ...answer, next: { type: 'redirect', url: withoutChallengeSecret(answer.next.url) } } : answer;
}
