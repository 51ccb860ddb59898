import 'server-only';
import { randomUUID } from 'node:crypto';
import type { FieldMessage } from '@/lib/domain/errors/app-error';
import { applyPointsChange, applyStampDeltas, orderLoyaltyChange, stampsHeld, type OrderLoyaltyChange, type TStampDelta } from '@/lib/domain/loyalty';
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
 * What the member lacks for the order, as field messages, or null when their balance covers it:
 * the points of paying with points and of the cart's points rewards, and each stamp card's
 * rewards. Read from `member` as the order's transaction read it.
 */
export function loyaltyShortfall(
  member: TUser | null,
  spend: { redeemPoints: number; stampsRedeemed: readonly TStampDelta[] },
  storeId: string,
  payingWithPoints: boolean,
): Record<string, FieldMessage[]> | null {
  const field = payingWithPoints ? 'payment.method' : 'items';
  if (spend.redeemPoints > 0 && (member?.RewardPoints ?? 0) < spend.redeemPoints)
    return { [field]: [{ key: 'placeOrder.notEnoughPoints', values: { points: spend.redeemPoints } }] };
  const card = spend.stampsRedeemed.find((delta) => stampsHeld(member?.Stamps, storeId, delta.StampCardID) < delta.Stamps);
  return card ? { items: [{ key: 'placeOrder.notEnoughStamps', values: { stamps: card.Stamps } }] } : null;
}

/**
 * Takes what an order spends, inside the order's transaction: `member` was read in that
 * transaction and loyaltyShortfall found it enough. The history says so, line by line.
 */
export function spendLoyalty(
  tx: Transaction,
  member: TUser,
  spend: { points: number; stamps: readonly TStampDelta[]; store: { ID: string; Name: string }; orderId: string; orderNumber: string; createdOn: number },
): void {
  if (spend.points <= 0 && spend.stamps.length === 0) return;
  const userId = String(member.ID);
  const balance = balanceOf(member);
  tx.update(COLLECTIONS.users, userId, {
    ...(spend.points > 0 ? { RewardPoints: balance.RewardPoints - spend.points, SpentRewardPoints: balance.SpentRewardPoints + spend.points } : {}),
    ...(spend.stamps.length > 0 ? { Stamps: applyStampDeltas(member.Stamps, spend.stamps, -1) } : {}),
  });
  if (spend.points > 0) entry(tx, userId, spend, 'redeemed', { Points: -spend.points });
  stampEntries(tx, userId, spend, 'redeemed', spend.stamps, -1);
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
    writeChange(
      tx,
      user,
      { store: { ID: String(order.StoreID), Name: String(order.StoreName ?? '') }, orderId: String(order.UDID), orderNumber: String(order.OrderNumber), createdOn: nowSeconds },
      change,
    );
  }
  return { LoyaltyReturned: change.returned, LoyaltyCredited: change.credited };
}
