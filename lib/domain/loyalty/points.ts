/**
 * Points and dollars (spec part 1 §9): points needed = total × PointsToDollarRatio; points value =
 * RewardPoints ÷ ratio; paying with points needs a points value covering the total; loyalty is
 * shown only when the ratio is above 0.
 */
import type { Cents } from '../money/cents';

export function isLoyaltyShown(pointsToDollarRatio: number | null | undefined): boolean {
  return (pointsToDollarRatio ?? 0) > 0;
}

/** Points needed to pay `totalCents`, rounded up so the points always cover the total. */
export function pointsNeeded(totalCents: Cents, pointsToDollarRatio: number | null | undefined): number {
  if (!isLoyaltyShown(pointsToDollarRatio)) return 0;
  return Math.ceil(Number(((totalCents / 100) * (pointsToDollarRatio as number)).toPrecision(12)));
}

/** Dollar value of a balance, in whole cents (rounded down: points never buy more than they are worth). */
export function pointsValueCents(rewardPoints: number, pointsToDollarRatio: number | null | undefined): Cents {
  if (!isLoyaltyShown(pointsToDollarRatio) || rewardPoints <= 0) return 0;
  return Math.floor(Number(((rewardPoints / (pointsToDollarRatio as number)) * 100).toPrecision(12)));
}

export function pointsValue(rewardPoints: number, pointsToDollarRatio: number | null | undefined): number {
  return pointsValueCents(rewardPoints, pointsToDollarRatio) / 100;
}

/** Pay with points only when the points value covers the total (spec part 2 §5 "Cards"). */
export function canPayWithPoints(rewardPoints: number, totalCents: Cents, pointsToDollarRatio: number | null | undefined): boolean {
  return isLoyaltyShown(pointsToDollarRatio) && pointsValueCents(rewardPoints, pointsToDollarRatio) >= totalCents;
}
