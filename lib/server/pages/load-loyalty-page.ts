import 'server-only';
import { isEarningActive, isLoyaltyShown, isRedemptionActive, loyaltyRing, pointsValue, redemptionOptions } from '@/lib/domain/loyalty';
import type { TLoyaltyPageView } from '@/lib/views/loyalty';
import type { CookieReader } from '../auth/member-session';
import { historyItems, readMemberLoyalty, type LoyaltyPageApp } from '../membership/member-loyalty';

/**
 * The loyalty page's one loader (part 1 §2 `/{storename}/loyalty`, part 2 §6 "signed-in
 * customer"): the session's own member's points, what they are worth at this store's
 * PointsToDollarRatio, the ring towards the menu's first reward in force, the rewards and earning
 * rules of the menu in force, and the member's points history (every store's: the balance is one),
 * newest first. Null for an unknown store; 'signIn' without a session.
 */
export async function loadLoyaltyPage({
  app,
  cookies,
  storename,
  now = new Date(),
}: {
  app: LoyaltyPageApp;
  cookies: CookieReader;
  storename: string;
  now?: Date;
}): Promise<TLoyaltyPageView | 'signIn' | null> {
  const loyalty = await readMemberLoyalty({ app, cookies, storename, now });
  if (loyalty === null || loyalty === 'signIn') return loyalty;
  const { store, menu, member } = loyalty;
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const points = member.RewardPoints ?? 0;
  const ratio = menu?.PointsToDollarRatio ?? 0;
  // The ring's target is the first reward in force, in the menu's own order (part 1 §2).
  const inForce = (menu?.RedemptionRules ?? []).filter((rule) => isRedemptionActive(rule, nowSeconds));
  const ring = loyaltyRing(points, inForce);
  return {
    storeSlug: store.Slug,
    header: loyalty.header,
    currencyLocaleName: store.CurrencyLocaleName ?? null,
    points,
    value: isLoyaltyShown(ratio) ? pointsValue(points, ratio) : null,
    pointsPerDollar: isLoyaltyShown(ratio) ? ratio : null,
    ring: inForce.length > 0 ? { ...ring, rewardName: inForce[0].Name } : null,
    rewards: redemptionOptions(menu?.RedemptionRules, points, nowSeconds).map(({ rule, affordable }) => ({ name: rule.Name, points: rule.Point, affordable })),
    earning: (menu?.EarningRules ?? [])
      .filter((rule) => rule.Point > 0 && isEarningActive(rule, nowSeconds))
      .sort((a, b) => a.DollarSpent - b.DollarSpent)
      .map((rule) => ({ dollarSpent: rule.DollarSpent, points: rule.Point })),
    earnWhenRedeeming: menu?.IsEarnPointsWhenRedeem === true,
    history: await historyItems(
      app,
      loyalty.entries.filter((entry) => entry.Points !== undefined && entry.Points !== 0),
      (entry) => entry.Points ?? 0,
    ),
  };
}
