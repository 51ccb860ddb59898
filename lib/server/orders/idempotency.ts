import 'server-only';
import { createHash, createHmac } from 'node:crypto';
import { z } from 'zod';
import type { TPlaceOrderResult } from '@/lib/views/order';

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
 * A guest's access token for the order placed with `key`: HMAC-SHA256 of the order id under
 * the key. The same key and body get the same status link back on every retry, while the
 * database holds only the key's hash and the token's hash, neither of which opens the order.
 */
export function accessTokenFor(key: string, orderId: string): string {
  return createHmac('sha256', key).update(`order-access:${orderId}`).digest('base64url');
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
  /** the 201 body, with the status link stored without its token */
  answer: TPlaceOrderResult;
  createdAt: number;
};

/** Puts the token (derived again from the key) back on a stored answer's status link. */
export function withAccessToken(answer: TPlaceOrderResult, key: string): TPlaceOrderResult {
  if (answer.statusUrl.includes('?t=')) return answer;
  return { ...answer, statusUrl: `${answer.statusUrl}?t=${encodeURIComponent(accessTokenFor(key, answer.orderId))}` };
}
