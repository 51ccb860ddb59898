/**
 * The Idempotency-Key of an order attempt (DESIGN "Orders and payments"): made when the checkout
 * opens and sent with every retry of the same attempt, so a double tap, a timeout or a resend
 * never makes two orders. Only after a failure followed by a change of the cart or the form (a
 * body that differs from the failed one) does a new attempt, with a new key, begin.
 */
export interface AttemptKeys {
  /** The key for sending this body. */
  keyFor(body: unknown): string;
  /** The server answered this body with a failure: a different body starts a new attempt. */
  failed(body: unknown): void;
}

export function createAttemptKeys(newKey: () => string): AttemptKeys {
  let key = newKey();
  let failedBody: string | null = null;
  return {
    keyFor(body) {
      const text = JSON.stringify(body);
      if (failedBody !== null && text !== failedBody) {
        key = newKey();
        failedBody = null;
      }
      return key;
    },
    failed(body) {
      failedBody = JSON.stringify(body);
    },
  };
}
