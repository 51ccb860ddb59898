'use client';

import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { ENTITY_STORAGE_KEYS } from '@/lib/client/storage/entity-keys';
import { readStorage } from '@/lib/client/storage';
import { useBrowserSnapshot } from '@/lib/client/use-browser-snapshot';
import { Link } from '@/lib/i18n/client-navigation';
import { CHECKED_IN_PARAM } from './checked-in-param';
import styles from './membership.module.css';

const noSubscription = () => () => undefined;
const hasStoredGuest = () => readStorage(ENTITY_STORAGE_KEYS.guestCheckinUser) !== null;
const onServer = () => null;

/** Spec part 1 §9: a success message shows for 2000 ms. */
export const CHECK_IN_SUCCESS_MS = 2000;

/**
 * The store page's part of guest check-in (part 1 §4 "Auth and flows"): after a check-in, "visit
 * register success" for 2 s; otherwise, on a phone at a table of a store that enables check-in,
 * the offer to check in, unless this device has checked in already (guestCheckinUser). The link
 * carries the table's code (`s`), so the guest comes back to their table.
 */
export default function GuestCheckInOffer({ storeSlug, table, tableCode }: { storeSlug: string; table: string | null; tableCode: string | null }) {
  const t = useTranslations('membership');
  const checkedIn = useSearchParams().get(CHECKED_IN_PARAM) === '1';
  const [success, setSuccess] = useState(checkedIn);
  const [dismissed, setDismissed] = useState(false);
  // Read in the browser only (null while rendering on the server): storage is the browser's.
  const storedGuest = useBrowserSnapshot(noSubscription, hasStoredGuest, onServer);
  useEffect(() => {
    if (!success) return;
    const timer = window.setTimeout(() => setSuccess(false), CHECK_IN_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [success]);

  if (success)
    return (
      <p role="status" className={`${styles.offer} ${styles.success}`}>
        {t('visitSuccess')}
      </p>
    );
  if (!table || storedGuest !== false || dismissed || checkedIn) return null;
  return (
    <div className={styles.offer} role="region" aria-label={t('checkInPageTitle')}>
      <span>{t('checkInOffer', { table })}</span>
      <Link className={styles.offerButton} href={`/store/${encodeURIComponent(storeSlug)}/guestCheckIn?${new URLSearchParams({ table, ...(tableCode ? { s: tableCode } : {}) })}`}>
        {t('checkInOfferAction')}
      </Link>
      <button type="button" className={styles.offerButton} aria-label={t('dismiss')} onClick={() => setDismissed(true)}>
        ×
      </button>
    </div>
  );
}
