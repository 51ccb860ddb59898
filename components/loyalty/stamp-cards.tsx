import { useTranslations } from 'next-intl';
import styles from '@/components/account/account.module.css';
import { formatMoney } from '@/lib/domain/money';
import { Link } from '@/lib/i18n/client-navigation';
import type { TStampCardView, TStampsPageView } from '@/lib/views/loyalty';
import { LoyaltyHistory } from './loyalty-history';
import own from './loyalty.module.css';

/**
 * The member's stamps page (part 1 §2 `/{storename}/userStamps`): each stamp card of this store
 * as "stamps / required" with a progress bar and its reward, and the stamps history here.
 */
export function StampCards({ view }: { view: TStampsPageView }) {
  const t = useTranslations('loyalty');
  return (
    <>
      {view.cards.length === 0 ? (
        <div className={own.cards}>
          <p className={styles.muted}>{t('noCards')}</p>
        </div>
      ) : (
        <ul className={`${own.list} ${own.cards}`}>
          {view.cards.map((card) => (
            <StampCard key={card.id} card={card} currencyLocaleName={view.currencyLocaleName} />
          ))}
        </ul>
      )}

      <LoyaltyHistory items={view.history} unit="stamps" />

      <p className={own.back}>
        <Link href={`/store/${view.storeSlug}`}>{t('backToStore')}</Link>
      </p>
    </>
  );
}

function StampCard({ card, currencyLocaleName }: { card: TStampCardView; currencyLocaleName: string | null }) {
  const t = useTranslations('loyalty');
  const titleId = `stamp-card-${card.id}`;
  return (
    <li className={own.card} aria-labelledby={titleId}>
      <div className={own.cardHead}>
        <h2 id={titleId} className={own.cardName}>
          {card.name}
        </h2>
        <p className={own.cardCount}>{t('stampsOf', { stamps: card.stamps, required: card.required })}</p>
      </div>
      {card.description && <p className={styles.muted}>{card.description}</p>}
      <div
        className={own.bar}
        role="progressbar"
        aria-label={card.name}
        aria-valuemin={0}
        aria-valuemax={card.required}
        aria-valuenow={Math.min(card.stamps, card.required)}
        aria-valuetext={t('stampsLabel', { stamps: card.stamps, required: card.required })}
      >
        <div className={own.barFill} style={{ width: `${Math.round(card.fraction * 100)}%` }} />
      </div>
      {card.reward && (
        <p className={own.cardReward}>
          {'product' in card.reward ? t('rewardProduct', { product: card.reward.product }) : t('rewardValue', { value: formatMoney(card.reward.value, currencyLocaleName) })}
        </p>
      )}
      {card.complete && <p className={own.complete}>{t('cardComplete')}</p>}
    </li>
  );
}
