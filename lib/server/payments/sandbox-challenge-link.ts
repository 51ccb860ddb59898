import 'server-only';
import { SANDBOX_CHALLENGE_PARAM } from '../adapters/sandbox-payments/sandbox-payment-gateway';
import { signWithDerivedKey } from '../derived-key';

/**
 * The sandbox's payment pages (3-D Secure, Alipay, WeChat Pay) are answered by whoever holds
 * their link, so the link carries a secret of the payment (`?c=`) besides its id: a payment's id
 * follows from its order's id, which the status link shows. The secret is an HMAC of the payment
 * id under a key derived from the server's secret, so a retried order gets the same link back;
 * the sandbox stores only its SHA-256 and compares in constant time. Nothing else keeps it: an
 * idempotency record stores the link without it (storedAnswer) and gets it back from here.
 */
export function sandboxChallengeSecret(paymentId: string): string {
  return signWithDerivedKey('sandbox-challenge', `sandbox-challenge:${paymentId}`);
}

/** The sandbox's page links: /sandbox/3ds/{paymentId} and /sandbox/pay/{paymentId}. */
const SANDBOX_PAGE = /^\/sandbox\/(?:3ds|pay)\/([^/?#]+)/;

const queryOf = (url: string) => new URLSearchParams(url.split('?', 2)[1] ?? '');

/** A link to a sandbox page with its payment's secret; any other link as it is. */
export function withChallengeSecret(url: string): string {
  const page = SANDBOX_PAGE.exec(url);
  if (!page || queryOf(url).has(SANDBOX_CHALLENGE_PARAM)) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${SANDBOX_CHALLENGE_PARAM}=${encodeURIComponent(sandboxChallengeSecret(decodeURIComponent(page[1])))}`;
}

/** A link to a sandbox page without its secret, as a record keeps it. */
export function withoutChallengeSecret(url: string): string {
  if (!SANDBOX_PAGE.test(url) || !queryOf(url).has(SANDBOX_CHALLENGE_PARAM)) return url;
  const [path] = url.split('?', 2);
  const rest = queryOf(url);
  rest.delete(SANDBOX_CHALLENGE_PARAM);
  return rest.size > 0 ? `${path}?${rest}` : path;
}
