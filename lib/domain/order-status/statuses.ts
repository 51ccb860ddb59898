/**
 * The OnlineOrderStatus codes the board and the payment rules name, called by what the spec's
 * progress steps make of them (part 1 §4): 1 and 18 (pay later) sent, 9 submitted, 2 and 19
 * accepted (being prepared), 4 ready or on its way, 5 completed, 10 refunded, 11 and 20
 * rejected, 12 cancel requested, 6 payment failed, 3 failed.
 */
export const ORDER_STATUS = {
  sent: 1,
  payLaterSent: 18,
  submitted: 9,
  accepted: 2,
  payLaterAccepted: 19,
  readyOrOnItsWay: 4,
  completed: 5,
  refunded: 10,
  rejected: 11,
  payLaterRejected: 20,
  cancelRequested: 12,
  paymentFailed: 6,
  failed: 3,
} as const;
