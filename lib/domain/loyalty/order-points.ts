/**
 * What a member's balance gains or loses when their order moves (issue 15, part 1 §4 and §9):
 * points spent on an order (RedeemPoints: paying with points, or a reward) come back once when
 * the order fails, its payment fails, or it is rejected or refunded; points earned (RewardPoints, from EarningRules at
 * placement) are credited once when the order is completed, and taken back if a completed order
 * is refunded. Stamps follow the same two rules. Guests' orders change nothing. The two flags on
 * the order make every step happen once, however often a status is written again.
 */
import { ORDER_STATUS, orderStatusCodes } from '../order-status/statuses';
import type { TStampDelta } from './stamps';

/**
 * Statuses after which what the order spent goes back: refunded, rejected, failed
 * (transitions.ts REFUNDING_STATUSES) and payment failed (6), since a failed payment's order is
 * not retried in place (the retry places a new order, which spends again). A payment that
 * succeeds after its order failed brings the order back (payment settlement) but not the spend:
 * rare, and in the member's favour; noted rather than clawed back below what they hold.
 */
const GIVES_BACK: readonly number[] = orderStatusCodes('refunded', 'rejected', 'payLaterRejected', 'failed', 'paymentFailed');
const COMPLETED = ORDER_STATUS.completed;

export interface OrderLoyaltyState {
  /** the member whose order it is; null for a guest */
  memberId: string | null;
  redeemPoints: number;
  rewardPoints: number;
  stampsRedeemed: readonly TStampDelta[];
  stampsEarned: readonly TStampDelta[];
  /** what the order spent was given back */
  returned: boolean;
  /** what the order earns was credited */
  credited: boolean;
}

export interface OrderLoyaltyChange {
  /** points back to the member (spent on the order) */
  pointsReturned: number;
  /** points credited (earned on completion) */
  pointsEarned: number;
  /** points taken back (a completed order refunded) */
  pointsTakenBack: number;
  stampsReturned: readonly TStampDelta[];
  stampsEarned: readonly TStampDelta[];
  stampsTakenBack: readonly TStampDelta[];
  /** the order's flags after the change */
  returned: boolean;
  credited: boolean;
}

const NONE: Omit<OrderLoyaltyChange, 'returned' | 'credited'> = {
  pointsReturned: 0,
  pointsEarned: 0,
  pointsTakenBack: 0,
  stampsReturned: [],
  stampsEarned: [],
  stampsTakenBack: [],
};

/** The change moving an order to `to` makes; null when it makes none. */
export function orderLoyaltyChange(order: OrderLoyaltyState, to: number): OrderLoyaltyChange | null {
  if (!order.memberId) return null;
  if (to === COMPLETED && !order.credited && !order.returned && (order.rewardPoints > 0 || order.stampsEarned.length > 0)) {
    return { ...NONE, pointsEarned: order.rewardPoints, stampsEarned: order.stampsEarned, returned: order.returned, credited: true };
  }
  if (!GIVES_BACK.includes(to) || order.returned) return null;
  const spent = order.redeemPoints > 0 || order.stampsRedeemed.length > 0;
  if (!spent && !order.credited) return null;
  return {
    ...NONE,
    pointsReturned: order.redeemPoints,
    stampsReturned: order.stampsRedeemed,
    pointsTakenBack: order.credited ? order.rewardPoints : 0,
    stampsTakenBack: order.credited ? order.stampsEarned : [],
    returned: true,
    credited: false,
  };
}

export interface MemberBalance {
  RewardPoints: number;
  EarnedRewardPoints: number;
  SpentRewardPoints: number;
}

/** The balance after a change: never below zero (points already spent elsewhere are not clawed back below it). */
export function applyPointsChange(balance: MemberBalance, change: Pick<OrderLoyaltyChange, 'pointsReturned' | 'pointsEarned' | 'pointsTakenBack'>): MemberBalance {
  const takenBack = Math.min(change.pointsTakenBack, balance.RewardPoints + change.pointsReturned + change.pointsEarned);
  return {
    RewardPoints: balance.RewardPoints + change.pointsReturned + change.pointsEarned - takenBack,
    EarnedRewardPoints: Math.max(0, balance.EarnedRewardPoints + change.pointsEarned - takenBack),
    SpentRewardPoints: Math.max(0, balance.SpentRewardPoints - change.pointsReturned),
  };
}
