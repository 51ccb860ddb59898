import 'server-only';

const ATTEMPTS = 3;

/**
 * Sends the sandbox's signed webhooks the way a provider does: an HTTP POST of the raw body with
 * its Stripe-Signature header, retried on a network failure or a 5xx answer. A delivery that
 * still fails is logged by the caller; the reconciler settles the payment anyway.
 */
export function postWebhook(url: string, { backoffMs = 500 }: { backoffMs?: number } = {}): (rawBody: string, signature: string) => Promise<void> {
  return async (rawBody, signature) => {
    let problem = '';
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, backoffMs * 2 ** (attempt - 1)));
      try {
        const response = await fetch(url, { method: 'POST', body: rawBody, headers: { 'content-type': 'application/json', 'stripe-signature': signature } });
        if (response.ok) return;
        problem = `answered ${response.status}`;
        if (response.status < 500) break;
      } catch (error) {
        problem = error instanceof Error ? error.message : 'unreachable';
      }
    }
    throw new Error(`webhook to ${url} ${problem}`);
  };
}
