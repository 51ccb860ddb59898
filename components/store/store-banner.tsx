import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/client-navigation';
import type { Locale } from '@/lib/i18n/routing';
import type { StoreBannerView } from '@/lib/views/store';
import { ClockText } from '@/components/ui/clock-text';
import styles from './store.module.css';

export interface StoreBannerProps extends StoreBannerView {
  locale: Locale;
}

/** Header banner: profile image, logo linking home, title, name, address, phone and today's hours (by the browser's clock). */
export async function StoreBanner({ locale, name, title, address, phone, logo, profileImage, hours, closedNotice }: StoreBannerProps) {
  const t = await getTranslations({ locale, namespace: 'store' });
  const common = await getTranslations({ locale, namespace: 'common' });
  return (
    <section className={styles.banner} aria-labelledby="store-name">
      {/* The banner is the largest thing on the first screen: decoded with the first frame (sync), not a frame later. */}
      {profileImage && <img data-hide-on-error className={styles.bannerImage} src={profileImage} alt="" width={1200} height={400} fetchPriority="high" decoding="sync" />}
      <div className={`container ${styles.bannerInner}`}>
        {logo && (
          <Link href="/" className={styles.logoLink} aria-label={common('home')}>
            <img data-hide-on-error src={logo} alt={t('logoAlt', { name })} width={72} height={72} className={styles.logo} />
          </Link>
        )}
        <div className={styles.bannerText}>
          {title && <p className={styles.storeTitle}>{title}</p>}
          <h1 id="store-name">{name}</h1>
          <p className={styles.meta}>{address}</p>
          {phone && (
            <p className={styles.meta}>
              <a href={`tel:${phone.replace(/\s+/g, '')}`}>{t('phone', { phone })}</a>
            </p>
          )}
          <ClockText timeline={hours} className={styles.hours} />
          <ClockText timeline={closedNotice} className={styles.closedNotice} role="status" />
        </div>
      </div>
    </section>
  );
}
