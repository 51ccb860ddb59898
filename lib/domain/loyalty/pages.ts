/**
 * Which loyalty pages a store offers its members (part 1 §2 "Top menu and drawer"): the Loyalty
 * item "appears only if a loyalty rule applies and a redemption rule or a points-to-dollar ratio
 * above 0 exists"; a Stamps item where the menu has a stamp card in force. Read from the store's
 * menu alone, never from the member, so the store page stays the same for everyone.
 */
import { isEarningActive } from './earning';
import { isLoyaltyShown } from './points';
import { isRedemptionActive } from './redemption';
import { isStampCardActive, type StampCardLike } from './stamps';
import type { LoyaltySettings } from './types';

export interface LoyaltyPages {
  loyalty: boolean;
  stamps: boolean;
}

export const NO_LOYALTY_PAGES: LoyaltyPages = { loyalty: false, stamps: false };

export function loyaltyPages(menu: (LoyaltySettings & { StampCards?: readonly StampCardLike[] | null }) | null | undefined, nowSeconds: number): LoyaltyPages {
  if (!menu) return NO_LOYALTY_PAGES;
  const earns = (menu.EarningRules ?? []).some((rule) => rule.Point > 0 && isEarningActive(rule, nowSeconds));
  const redeems = (menu.RedemptionRules ?? []).some((rule) => isRedemptionActive(rule, nowSeconds));
  return {
    loyalty: earns && (redeems || isLoyaltyShown(menu.PointsToDollarRatio)),
    stamps: (menu.StampCards ?? []).some((card) => isStampCardActive(card, nowSeconds)),
  };
}
