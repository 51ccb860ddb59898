'use client';

import { useCallback, useEffect, useMemo } from 'react';
import type { RewardsView } from '@/components/cart/types';
import { useMember } from '@/lib/client/account/member-session';
import type { TCartLine } from '@/lib/client/cart/cart-line';
import { rewardOptions, type RewardRule } from '@/lib/domain/loyalty/rewards';
import type { TMenu } from '@/lib/schemas/entities';

/**
 * The signed-in member's rewards for the cart at a store with LogIn (nothing is asked
 * elsewhere): the menu's points rewards and stamp cards with what the member holds, less what
 * the cart's reward lines already spend. Loads the menu once a member is known.
 */
export function useRewards({
  storeId,
  loginEnabled,
  menu,
  loadMenu,
  lines,
  nowMs,
  onRedeem,
}: {
  storeId: string;
  loginEnabled: boolean;
  menu: TMenu | null;
  loadMenu: () => void;
  lines: readonly TCartLine[];
  /** the page's clock (rules expire) */
  nowMs: number;
  onRedeem: (reward: RewardRule) => void;
}): RewardsView | undefined {
  const member = useMember(loginEnabled);
  const signedIn = loginEnabled && Boolean(member);
  useEffect(() => {
    if (signedIn) loadMenu();
  }, [signedIn, loadMenu]);
  const redeem = useCallback((reward: RewardRule) => onRedeem(reward), [onRedeem]);
  return useMemo(() => {
    if (!signedIn || !member || !menu) return undefined;
    const options = rewardOptions({ menu, storeId, rewardPoints: member.rewardPoints, stamps: member.stamps, lines, nowSeconds: Math.floor(nowMs / 1000) });
    return options.length > 0 ? { points: member.rewardPoints, options, onRedeem: redeem } : undefined;
  }, [signedIn, member, menu, storeId, lines, nowMs, redeem]);
}
