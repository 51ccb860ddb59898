'use client';

import { useTranslations } from 'next-intl';
import { useIsMobile } from '@/lib/client/use-media-query';
import styles from './guest-checkout.module.css';

/**
 * The checkout's login banner for guests on phones (part 1 §2 "Mobile has a login banner for
 * guests"): a desktop has the store page's top menu; a phone's checkout has no account menu. The
 * host shows it only to a guest, so it is gone once signed in.
 */
export function CheckoutLoginBanner({ onLogIn }: { onLogIn: () => void }) {
  const t = useTranslations('guestAccount');
  if (useIsMobile() !== true) return null;
  return (
    <p className={styles.banner}>
      <span>{t('banner')}</span>
      <button type="button" className={styles.bannerButton} aria-haspopup="dialog" onClick={onLogIn}>
        {t('bannerLogIn')}
      </button>
    </p>
  );
}
