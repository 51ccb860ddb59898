import 'server-only';
import { randomUUID } from 'node:crypto';
import { applyPointsChange, applyStampDeltas, orderLoyaltyChange, type OrderLoyaltyChange, type TStampDelta } from '@/lib/domain/loyalty';
import type { TLoyaltyEntry, TLoyaltyEntryKind, TUser } from '@/lib/schemas/entities';
import { COLLECTIONS } from '../collections';
import type { Transaction } from '../ports/document-store';
import type { TrackingOrderDocument } from './order-documents';

interface EntryContext {
  store: { ID: string; Name: string };
  orderId: string;
  orderNumber: string;
  createdOn: number;
}

function entry(tx: Transaction, userId: string, context: EntryContext, kind: TLoyaltyEntryKind, change: { Points: number } | { StampCardID: string; Stamps: number }): void {
  const id = randomUUID();
  const line: TLoyaltyEntry = {
    ID: id,
    UserID: userId,
    StoreID: context.store.ID,
    StoreName: context.store.Name,
    OrderID: context.orderId,
    OrderNumber: context.orderNumber,
    Kind: kind,
    ...change,
    CreatedOn: context.createdOn,
  };
  tx.set(COLLECTIONS.loyaltyEntries, id, line);
}

function balanceOf(user: TUser) {
  return { RewardPoints: user.RewardPoints ?? 0, EarnedRewardPoints: user.EarnedRewardPoints ?? 0, SpentRewardPoints: user.SpentRewardPoints ?? 0 };
}

/**
 * Pays for an order with points, inside the order's transaction: the balance `member` was read
 * in that transaction and the caller has checked it covers `points`; the history says so.
 */
export function spendPoints(tx: Transaction, member: TUser, spend: { points: number; store: { ID: string; Name: string }; orderId: string; orderNumber: string; createdOn: number }): void {
  const balance = balanceOf(member);
  tx.update(COLLECTIONS.users, String(member.ID), { RewardPoints: balance.RewardPoints - spend.points, SpentRewardPoints: balance.SpentRewardPoints + spend.points });
  entry(tx, String(member.ID), spend, 'redeemed', { Points: -spend.points });
}

function stampEntries(tx: Transaction, userId: string, context: EntryContext, kind: TLoyaltyEntryKind, deltas: readonly TStampDelta[], sign: 1 | -1): void {
  for (const delta of deltas) entry(tx, userId, context, kind, { StampCardID: delta.StampCardID, Stamps: sign * delta.Stamps });
}

function writeChange(tx: Transaction, user: TUser, context: EntryContext, change: OrderLoyaltyChange): void {
  const userId = String(user.ID);
  const points = applyPointsChange(balanceOf(user), change);
  let stamps = applyStampDeltas(user.Stamps, change.stampsReturned, 1);
  stamps = applyStampDeltas(stamps, change.stampsEarned, 1);
  stamps = applyStampDeltas(stamps, change.stampsTakenBack, -1);
  tx.update(COLLECTIONS.users, userId, { ...points, Stamps: stamps });
  if (change.pointsReturned > 0) entry(tx, userId, context, 'returned', { Points: change.pointsReturned });
  if (change.pointsEarned > 0) entry(tx, userId, context, 'earned', { Points: change.pointsEarned });
  const takenBack = user.RewardPoints !== undefined ? (user.RewardPoints ?? 0) + change.pointsReturned + change.pointsEarned - points.RewardPoints : 0;
  if (takenBack > 0) entry(tx, userId, context, 'returned', { Points: -takenBack });
  stampEntries(tx, userId, context, 'returned', change.stampsReturned, 1);
  stampEntries(tx, userId, context, 'earned', change.stampsEarned, 1);
  stampEntries(tx, userId, context, 'returned', change.stampsTakenBack, -1);
}

/**
 * The member's side of a status change, in the status change's own transaction (called by
 * writeOrderStatus once it has read the order): on completion the order's points and stamps
 * are credited; on failure, rejection or refund what it spent comes back (and what a completed
 * order had earned is taken back). The order's two flags make each happen once. Returns the
 * order's patch, or null when nothing changes.
 */
export async function settleOrderLoyalty(tx: Transaction, order: TrackingOrderDocument, to: number, nowSeconds: number): Promise<Partial<TrackingOrderDocument> | null> {
  const memberId = order.OnlineOrderUserIdentifier ? String(order.OnlineOrderUserIdentifier) : null;
  const change = orderLoyaltyChange(
    {
      memberId,
      redeemPoints: order.RedeemPoints ?? 0,
      rewardPoints: order.RewardPoints ?? 0,
      stampsRedeemed: order.StampsRedeemed ?? [],
      stampsEarned: order.StampsEarned ?? [],
      returned: order.LoyaltyReturned === true,
      credited: order.LoyaltyCredited === true,
    },
    to,
  );
  if (!change || !memberId) return null;
  const user = await tx.get<TUser>(COLLECTIONS.users, memberId);
  if (user) {
    writeChange(tx, user, { store: { ID: String(order.StoreID), Name: String(order.StoreName ?? '') }, orderId: String(order.UDID), orderNumber: String(order.OrderNumber), createdOn: nowSeconds }, change);
  }
  return { LoyaltyReturned: change.returned, LoyaltyCredited: change.credited };
}
