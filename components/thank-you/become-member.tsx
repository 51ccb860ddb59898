'use client';

import { clientOnly } from '@/lib/client/client-only';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { readGuestDetails } from '@/lib/client/account/guest-details';
import { useMember } from '@/lib/client/account/member-session';
import styles from './thank-you.module.css';

// The registration overlay (portalled to the body) loads only in the browser, when first opened.
const AuthOverlay = clientOnly(() => import('@/components/account/auth-overlay').then((m) => m.AuthOverlay));

/** The line inviting a guest to become a member; nothing for a member or while the session is read. */
export function BecomeMemberPrompt() {
  const t = useTranslations('thankYou');
  return useMember() === null ? <p className={styles.prompt}>{t('memberPrompt')}</p> : null;
}

/**
 * Become member (part 1 §2 Thank-you, guests only where the store has LogIn): the registration
 * over the page, filled in with the details the guest just ordered with (kept for the tab).
 */
export function BecomeMemberButton({ storeSlug, storeId }: { storeSlug: string; storeId: string }) {
  const t = useTranslations('thankYou');
  const member = useMember();
  const [open, setOpen] = useState(false);
  if (member !== null) return null;
  function prefill() {
    const details = readGuestDetails();
    return details ? { email: details.email, confirmEmail: details.email, firstName: details.firstName, lastName: details.lastName, phone: details.phone } : {};
  }
  return (
    <>
      <button type="button" className={styles.secondary} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('becomeMember')}
      </button>
      {open && <AuthOverlay open onClose={() => setOpen(false)} storeSlug={storeSlug} storeId={storeId} verificationRequired={false} register={prefill()} />}
    </>
  );
}
