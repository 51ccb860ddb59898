/**
 * Rewards a member redeems into the cart (part 1 §4 "Redemption", §2 "redeem stamps button";
 * part 2 §5 "Reward redemption needs enough points"): a redemption rule's product (ProductVariant)
 * for its Point points, at its price less DiscountRate (free when none), or a stamp card's
 * RewardProductID, free, for RequiredStamps stamps. The cart line carries the reward as its
 * `redemptionRule` (local storage keeps the spec's spelling: lib/client/cart/stored-line.ts); the order sends only the reward's kind and id, and the
 * server finds the rule in the menu again. What a cart's rewards cost is counted here, once.
 */
import { balanceCovers, isRedemptionActive } from './redemption';
import { isStampCardActive, stampsHeld, type StampBalanceLike, type StampCardLike, type TStampDelta } from './stamps';
import type { RedemptionRule } from './types';

export type RewardKind = 'points' | 'stamps';

/** What a reward line carries: enough to price it (DiscountRate) and to count what it costs. */
export interface RewardRule {
  type: RewardKind;
  /** the redemption rule's id, or the stamp card's */
  id: string;
  Name: string;
  /** points (a points reward) or stamps (a stamp card) per unit */
  Point: number;
  /** the reward product */
  ProductVariant: string;
  DiscountRate?: number;
}

export interface RewardMenu {
  RedemptionRules?: readonly (RedemptionRule & { ID?: string | number })[] | null;
  StampCards?: readonly (StampCardLike & { Name: string; RewardProductID?: string | number })[] | null;
}

/** A redemption rule's id: its ID, else its place in the list (rules typed without ids). */
export function redemptionRuleId(rule: { ID?: string | number }, index: number): string {
  return rule.ID !== undefined ? String(rule.ID) : `rule-${index + 1}`;
}

function productIdOf(variant: RedemptionRule['ProductVariant']): string | null {
  if (variant === null || variant === undefined) return null;
  return typeof variant === 'object' ? String(variant.ID) : String(variant);
}

/** Every reward the menu offers now: active rules and cards that name a product. */
export function menuRewards(menu: RewardMenu, nowSeconds: number): RewardRule[] {
  const points = (menu.RedemptionRules ?? []).flatMap((rule, index): RewardRule[] => {
    const product = productIdOf(rule.ProductVariant);
    if (!product || !isRedemptionActive(rule, nowSeconds)) return [];
    return [
      {
        type: 'points',
        id: redemptionRuleId(rule, index),
        Name: rule.Name ?? '',
        Point: rule.Point,
        ProductVariant: product,
        ...(rule.DiscountRate != null ? { DiscountRate: rule.DiscountRate } : {}),
      },
    ];
  });
  const stamps = (menu.StampCards ?? []).flatMap((card): RewardRule[] => {
    if (card.RewardProductID === undefined || !isStampCardActive(card, nowSeconds)) return [];
    return [{ type: 'stamps', id: String(card.ID), Name: card.Name, Point: card.RequiredStamps, ProductVariant: String(card.RewardProductID) }];
  });
  return [...points, ...stamps];
}

/** The menu's reward of that kind and id, if it is on offer now. */
export function findReward(menu: RewardMenu, ref: { type: RewardKind; id: string }, nowSeconds: number): RewardRule | null {
  return menuRewards(menu, nowSeconds).find((reward) => reward.type === ref.type && reward.id === ref.id) ?? null;
}

/** A cart line's reward, read from its `redemptionRule` (stored in the browser, so checked). */
export function rewardOfLine(value: unknown): RewardRule | null {
  if (typeof value !== 'object' || value === null) return null;
  const rule = value as Partial<RewardRule>;
  if ((rule.type !== 'points' && rule.type !== 'stamps') || typeof rule.id !== 'string' || typeof rule.Point !== 'number' || typeof rule.ProductVariant !== 'string') return null;
  return rule as RewardRule;
}

export interface RewardCosts {
  points: number;
  /** stamps per card */
  stamps: TStampDelta[];
}

/** What the cart's reward lines cost, per unit times quantity. */
export function rewardCosts(storeId: string, lines: readonly { redemptionRule?: unknown; quantity: number }[]): RewardCosts {
  let points = 0;
  const stamps = new Map<string, number>();
  for (const line of lines) {
    const reward = rewardOfLine(line.redemptionRule);
    if (!reward) continue;
    if (reward.type === 'points') points += reward.Point * line.quantity;
    else stamps.set(reward.id, (stamps.get(reward.id) ?? 0) + reward.Point * line.quantity);
  }
  return { points, stamps: [...stamps].map(([StampCardID, Stamps]) => ({ StoreID: storeId, StampCardID, Stamps })) };
}

export interface RewardOption {
  reward: RewardRule;
  /** what the member holds towards it: points, or stamps on the card */
  held: number;
  /** enough left after the rewards already in the cart */
  affordable: boolean;
}

/** The rewards to offer a member, each with whether what they hold (less the cart's rewards) covers it. */
export function rewardOptions(input: {
  menu: RewardMenu;
  storeId: string;
  rewardPoints: number;
  stamps: readonly StampBalanceLike[] | null | undefined;
  lines: readonly { redemptionRule?: unknown; quantity: number }[];
  nowSeconds: number;
}): RewardOption[] {
  const inCart = rewardCosts(input.storeId, input.lines);
  return menuRewards(input.menu, input.nowSeconds).map((reward) => {
    if (reward.type === 'points') return { reward, held: input.rewardPoints, affordable: balanceCovers(input.rewardPoints, reward.Point, inCart.points) };
    const held = stampsHeld(input.stamps, input.storeId, reward.id);
    const used = inCart.stamps.find((s) => s.StampCardID === reward.id)?.Stamps ?? 0;
    return { reward, held, affordable: balanceCovers(held, reward.Point, used) };
  });
}
