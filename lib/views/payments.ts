/**
 * JSON shapes of the payment pages and calls, shared by the route handlers and the browser.
 */

/** The sandbox's 3-D Secure page, or its Alipay / Wechat page: what the customer is asked to approve. */
export interface TSandboxChallengeView {
  paymentId: string;
  /** the link's challenge secret, sent back with the answer */
  secret: string;
  method: 'card' | 'alipay' | 'wechat';
  /** cents */
  amountCents: number;
  currencyLocaleName: string | null;
  last4: string;
  /** false once the challenge was answered, or the payment given up */
  awaitingAnswer: boolean;
}

/** 200 body of POST /api/payments/sandbox/{paymentId}/challenge */
export interface TSandboxChallengeAnswer {
  /**
   * where the customer goes back to (relative, without locale prefix): the order's status page
   * after 3-D Secure; the checkout after Alipay or Wechat, with the provider's `result` and
   * `trade_no` in the query as a real provider adds them (the checkout does not trust them)
   */
  returnUrl: string;
  onlineOrderStatus: number | null;
}

/** 200 body of POST /api/payments/stripe/webhook and /api/payments/sandbox/webhook */
export interface TPaymentWebhookAnswer {
  received: true;
  /** false for an event that is not about one of our payments, or that we do not act on */
  handled: boolean;
  /** the event id had been settled before: nothing changed */
  replay: boolean;
  /** the payment took money no order keeps and was refunded */
  refunded: boolean;
}
