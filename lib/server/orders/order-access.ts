import 'server-only';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { signWithDerivedKey } from '../derived-key';

/**
 * Who may read an order. A guest proves it with the access token made when the order was placed
 * (32 random bytes, base64url, carried in the status link as `?t=`); only its SHA-256 is stored,
 * on the history order as `AccessTokenHash`, so a leaked database does not open orders. A
 * signed-in customer reads their own orders by session (OnlineOrderUserIdentifier). An order id
 * alone opens nothing.
 */

export interface OrderAccessFields {
  AccessTokenHash?: unknown;
  OnlineOrderUserIdentifier?: unknown;
}

/**
 * The access token of a placed order's status link: HMAC-SHA256 of the order id under a key
 * derived from the server's secret (lib/server/derived-key.ts). Whoever knows the order id, or the
 * Idempotency-Key it was placed with, cannot work it out; the server can, so a retry with the same
 * key gets the same link back, and a payment page's return can carry it without its being stored.
 */
export function statusToken(orderId: string): string {
  return signWithDerivedKey('order-status-token', `order-access:${orderId}`);
}

export function newAccessToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashAccessToken(token) };
}

export function hashAccessToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

export function canReadOrder(order: OrderAccessFields, proof: { token?: string | null; userId?: string | null }): boolean {
  if (proof.userId && order.OnlineOrderUserIdentifier !== undefined && order.OnlineOrderUserIdentifier !== null && String(order.OnlineOrderUserIdentifier) === proof.userId)
    return true;
  if (!proof.token || typeof order.AccessTokenHash !== 'string') return false;
  return sameHash(hashAccessToken(proof.token), order.AccessTokenHash);
}

/** The status page of an order (spec route completeorder/{orderid}/{userid}), without locale prefix. */
export function orderStatusPath(input: { storeSlug: string; orderId: string; userId: string; token?: string | null }): string {
  const path = `/store/${encodeURIComponent(input.storeSlug)}/completeorder/${encodeURIComponent(input.orderId)}/${encodeURIComponent(input.userId)}`;
  return input.token ? `${path}?t=${encodeURIComponent(input.token)}` : path;
}
