/**
 * Loyalty ring and stamps (spec part 1 §2): the ring shows points divided by the first
 * redemption rule's point value, capped at 1, drawn over about 89% of a circle; stamps show as
 * points over required points.
 */
import type { RedemptionRule } from './types';

export const RING_ARC_SHARE = 0.89;

export interface LoyaltyRing {
  /** 0..1 progress towards the first reward. */
  fraction: number;
  /** Share of the full circle to draw (fraction × 0.89). */
  arc: number;
  /** Points of the first reward (0 when there is none). */
  target: number;
}

export function loyaltyRing(rewardPoints: number, rules: readonly RedemptionRule[] | null | undefined): LoyaltyRing {
  const target = rules?.[0]?.Point ?? 0;
  const fraction = target > 0 ? Math.min(1, Math.max(0, rewardPoints) / target) : 0;
  return { fraction, arc: fraction * RING_ARC_SHARE, target };
}

export interface StampsProgress {
  points: number;
  required: number;
  /** 0..1, for a progress bar. */
  fraction: number;
  complete: boolean;
}

export function stampsProgress(points: number, requiredPoints: number): StampsProgress {
  const required = Math.max(0, requiredPoints);
  const have = Math.max(0, points);
  return { points: have, required, fraction: required > 0 ? Math.min(1, have / required) : 0, complete: required > 0 && have >= required };
}
