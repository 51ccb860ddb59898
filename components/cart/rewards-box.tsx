'use client';

import { useTranslations } from 'next-intl';
import type { RewardsView } from './types';
import styles from './rewards-box.module.css';

/**
 * A member's rewards in the cart (part 1 §4 "Redemption", §2 "redeem stamps button"): the
 * menu's points rewards, each with its points and Redeem while the balance (less the rewards
 * already in the cart) reaches it, and the stamp cards with their stamps and "Redeem stamps".
 */
export function RewardsBox({ rewards }: { rewards: RewardsView }) {
  const t = useTranslations('cart');
  const points = rewards.options.filter((option) => option.reward.type === 'points');
  const stamps = rewards.options.filter((option) => option.reward.type === 'stamps');
  return (
    <section className={styles.box} aria-labelledby="cart-rewards">
      <h3 id="cart-rewards" className={styles.title}>
        {t('rewards')}
      </h3>
      {points.length > 0 ? <p className={styles.balance}>{t('rewardsBalance', { points: rewards.points })}</p> : null}
      <ul className={styles.list}>
        {[...points, ...stamps].map(({ reward, held, affordable }) => (
          <li key={`${reward.type}:${reward.id}`} className={styles.item}>
            <span className={styles.name}>
              {reward.Name}
              <span className={styles.cost}>
                {reward.type === 'points' ? t('rewardPoints', { points: reward.Point }) : t('rewardStamps', { held: Math.min(held, reward.Point), required: reward.Point })}
              </span>
            </span>
            <button
              type="button"
              className={styles.redeem}
              disabled={!affordable}
              onClick={() => rewards.onRedeem(reward)}
              aria-label={`${reward.type === 'points' ? t('redeem') : t('redeemStamps')}: ${reward.Name}`}
            >
              {reward.type === 'points' ? t('redeem') : t('redeemStamps')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
