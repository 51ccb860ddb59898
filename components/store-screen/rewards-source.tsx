'use client';

import { useEffect } from 'react';
import type { RewardsView } from '@/components/cart/types';
import { useRewards, type UseRewardsInput } from './use-rewards';

/**
 * The member's rewards, handed to the page that shows them. Rendered only where the store has
 * LogIn and loaded after hydration (clientOnly), so the session read and the reward rules stay
 * out of the store page's first load.
 */
export default function RewardsSource({ onRewards, ...input }: UseRewardsInput & { onRewards: (rewards: RewardsView | undefined) => void }) {
  const rewards = useRewards(input);
  useEffect(() => onRewards(rewards), [rewards, onRewards]);
  return null;
}
