import { useTranslations } from 'next-intl';
import styles from '@/components/account/account.module.css';
import { formatMoney } from '@/lib/domain/money';
import { Link } from '@/lib/i18n/client-navigation';
import type { TLoyaltyPageView } from '@/lib/views/loyalty';
import { LoyaltyHistory } from './loyalty-history';
import { LoyaltyRing } from './loyalty-ring';
import own from './loyalty.module.css';

/**
 * The member's loyalty page (part 1 §2 `/{storename}/loyalty`): the balance and its value at this
 * store, the ring towards the first reward, the store's rewards, how points are earned, and the
 * points history.
 */
export function LoyaltyPoints({ view }: { view: TLoyaltyPageView }) {
  const t = useTranslations('loyalty');
  const money = (amount: number) => formatMoney(amount, view.currencyLocaleName);
  return (
    <>
      <div className={own.summary}>
        {view.ring && <LoyaltyRing points={view.points} target={view.ring.target} arc={view.ring.arc} reward={view.ring.rewardName} />}
        <div className={own.balance}>
          <p className={own.balanceLabel}>{t('balance')}</p>
          <p className={own.balancePoints}>{t('points', { points: view.points })}</p>
          {view.value !== null ? <p className={own.balanceValue}>{t('worth', { value: money(view.value) })}</p> : <p className={styles.muted}>{t('noValue')}</p>}
          {view.ring && (
            <p className={styles.muted}>
              {view.ring.fraction >= 1 ? t('reached', { reward: view.ring.rewardName }) : t('toGo', { points: view.ring.target - view.points, reward: view.ring.rewardName })}
            </p>
          )}
        </div>
      </div>

      <section className={own.section} aria-labelledby="loyalty-rewards">
        <h2 id="loyalty-rewards" className={own.heading}>
          {t('rewardsTitle')}
        </h2>
        {view.rewards.length === 0 ? (
          <p className={styles.muted}>{t('noRewards')}</p>
        ) : (
          <ul className={own.list}>
            {view.rewards.map((reward) => (
              <li key={`${reward.name}-${reward.points}`} className={own.reward}>
                <div className={own.rewardText}>
                  <p className={own.rewardName}>{reward.name}</p>
                  <p className={own.rewardPoints}>{t('points', { points: reward.points })}</p>
                </div>
                <span className={`${own.badge} ${reward.affordable ? own.badgeOk : ''}`}>
                  {reward.affordable ? t('rewardAvailable') : t('rewardToGo', { points: reward.points - view.points })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={own.section} aria-labelledby="loyalty-earning">
        <h2 id="loyalty-earning" className={own.heading}>
          {t('earningTitle')}
        </h2>
        {view.earning.length === 0 ? (
          <p className={styles.muted}>{t('noEarning')}</p>
        ) : (
          <ul className={own.rules}>
            {view.earning.map((rule) => (
              <li key={`${rule.dollarSpent}-${rule.points}`}>{t('earningRule', { points: rule.points, amount: money(rule.dollarSpent) })}</li>
            ))}
            <li>{t('earnedOnCompletion')}</li>
            {view.pointsPerDollar !== null && <li>{view.earnWhenRedeeming ? t('earnWhenRedeeming') : t('noEarnWhenRedeeming')}</li>}
          </ul>
        )}
        {view.pointsPerDollar !== null && <p className={styles.muted}>{t('ratio', { points: view.pointsPerDollar, amount: money(1) })}</p>}
      </section>

      <LoyaltyHistory items={view.history} unit="points" />

      <p className={own.back}>
        <Link href={`/store/${view.storeSlug}`}>{t('backToStore')}</Link>
      </p>
    </>
  );
}
