import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import type { StoreCardView } from '@/lib/views/store-list';
import type { TodaysHours } from '@/lib/domain/time/opening-hours';
import { ClockText } from '@/components/ui/clock-text';
import { mapTimeline } from '@/lib/domain/time/timeline';
import { StoreCardLink } from './store-card-link';
import { StoreCardItem, StoreDistance } from './store-geo';
import styles from './store-list.module.css';

type StoreListTranslations = Awaited<ReturnType<typeof getTranslations<'storeList'>>>;

function hoursText(hours: TodaysHours | null, t: StoreListTranslations): string {
  if (!hours) return t('closedToday');
  const { allDay, ...times } = hours;
  return allDay ? t('openAllDay') : t('openHours', times);
}

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
            // The first cards' images are the first screen's largest: decoded with the first frame.
            decoding={priority ? 'sync' : 'async'}
          />
        )}
        <ClockText as="span" timeline={mapTimeline(card.closed, (closed) => (closed ? t('closed') : null))} className={styles.closedBadge} />
        <ClockText as="span" timeline={mapTimeline(card.isNew, (isNew) => (isNew ? t('new') : null))} className={styles.newBadge} />
      </div>
      <div className={styles.cardBody}>
        <h2 className={styles.name}>{card.name}</h2>
        {card.title && <p className={styles.title}>{card.title}</p>}
        <p className={styles.address}>{card.address}</p>
        {card.hours && <ClockText timeline={mapTimeline(card.hours, (hours) => hoursText(hours, t))} className={styles.hours} />}
        <StoreDistance id={card.id} />
      </div>
    </>
  );
  return (
    <StoreCardItem className={styles.card} closedClassName={styles.isClosed} closed={card.closed} shown={card.shown} id={card.id}>
      <StoreCardLink
        href={href}
        localizedHref={getPathname({ href, locale })}
        closed={card.closed}
        className={styles.cardLink}
        title={t('oops')}
        message={card.closingMessage || t('storeClosed')}
        okayLabel={common('okay')}
      >
        {body}
      </StoreCardLink>
    </StoreCardItem>
  );
}
