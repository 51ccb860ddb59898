import 'server-only';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** Part 2 §9: six digits; ours: good for 10 minutes and 5 tries, a new one after 30 s. */
export const CODE_SECONDS = 10 * 60;
export const MAX_TRIES = 5;
export const RESEND_SECONDS = 30;

export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Codes are kept only as an HMAC bound to the member and the phone: a leaked record gives no code. */
export function codeHash(code: string, { userId, phone, secret }: { userId: string; phone: string; secret: string }): string {
  return createHmac('sha256', `sms-code:${secret}`).update(`${userId}\n${phone}\n${code}`).digest('base64url');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
