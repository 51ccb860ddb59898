import { getTranslations } from 'next-intl/server';
import { getPathname, Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import type { StoreCardView } from '@/lib/views/store-list';
import { ClosedStoreLink } from './closed-store-link';
import { StoreCardItem, StoreDistance } from './store-geo';
import styles from './store-list.module.css';

export async function StoreCard({ card, locale, priority }: { card: StoreCardView; locale: Locale; priority: boolean }) {
  const t = await getTranslations({ locale, namespace: 'storeList' });
  const common = await getTranslations({ locale, namespace: 'common' });
  const href = `/store/${card.slug}`;
  const body = (
    <>
      <div className={styles.media}>
        {card.image && (
          <img
            data-hide-on-error
            src={card.image}
            alt=""
            width={640}
            height={360}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
          />
        )}
        {card.closed && <span className={styles.closedBadge}>{t('closed')}</span>}
      </div>
      <div className={styles.cardBody}>
        <h2 className={styles.name}>{card.name}</h2>
        {card.title && <p className={styles.title}>{card.title}</p>}
        <p className={styles.address}>{card.address}</p>
        <p className={styles.hours}>{card.hours ? t('openHours', card.hours) : t('closedToday')}</p>
        <StoreDistance id={card.id} />
      </div>
    </>
  );
  return (
    <StoreCardItem className={`${styles.card} ${card.closed ? styles.isClosed : ''}`} id={card.id}>
      {card.closed ? (
        <ClosedStoreLink
          href={getPathname({ href, locale })}
          className={styles.cardLink}
          title={t('oops')}
          message={card.closingMessage || t('storeClosed')}
          okayLabel={common('okay')}
        >
          {body}
        </ClosedStoreLink>
      ) : (
        <Link href={href} className={styles.cardLink}>
          {body}
        </Link>
      )}
    </StoreCardItem>
  );
}
