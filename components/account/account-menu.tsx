'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from '@/components/ui/use-dismiss';
import { signOut } from '@/lib/client/account/account-api';
import { setMember, useMember } from '@/lib/client/account/member-session';
import { NO_LOYALTY_PAGES, type LoyaltyPages } from '@/lib/domain/loyalty/pages';
import { Link } from '@/lib/i18n/client-navigation';
import type { TSocialSignInView } from '@/lib/views/account';
import styles from './account.module.css';
import { AuthOverlay } from './auth-overlay';

export interface AccountMenuProps {
  storeSlug: string;
  storeId: string;
  /** the store has LogIn, LogInMandatory and SMSVerification: an unverified member is offered the verification */
  verificationRequired?: boolean;
  /** the store's menu offers points (the Loyalty item) and stamp cards (the Stamps item): loyaltyPages */
  pages?: LoyaltyPages;
  /** the sign-in forms' Google and Facebook buttons, or null */
  social?: TSocialSignInView | null;
  /** the store's terms for the sign-in and registration forms' terms link */
  termsHtml?: string | null;
  /** 'bar' in the top menu (wide screens), 'drawer' in the phone drawer */
  variant?: 'bar' | 'drawer';
  /** the drawer closes before the overlay opens or the member logs out */
  onAction?: () => void;
}

async function logOut(): Promise<void> {
  await signOut().catch(() => undefined);
  setMember(null);
}

/**
 * The account part of the top menu and of the phone drawer (part 1 §2 "Top menu and drawer"):
 * "Log in" when signed out (the overlay with sign-in and registration); signed in, the member's
 * email opening the user dropdown, or in the drawer the email and Log out. Only where the store
 * has LogIn; nothing shows until the session is known. Loyalty and Stamps only where the store's
 * menu offers them (`pages`, from the store's view: the page stays the same for every visitor).
 */
export function AccountMenu({
  storeSlug,
  storeId,
  verificationRequired = false,
  pages = NO_LOYALTY_PAGES,
  social = null,
  termsHtml = null,
  variant = 'bar',
  onAction,
}: AccountMenuProps) {
  const t = useTranslations('account');
  const tLoyalty = useTranslations('loyalty');
  const member = useMember();
  const [overlay, setOverlay] = useState<'closed' | 'signIn' | 'verify'>('closed');
  const overlayElement = (
    <AuthOverlay
      open={overlay !== 'closed'}
      verify={overlay === 'verify'}
      onClose={() => setOverlay('closed')}
      storeSlug={storeSlug}
      storeId={storeId}
      verificationRequired={verificationRequired}
      social={social}
      termsHtml={termsHtml}
    />
  );
  const mustVerify = Boolean(member && verificationRequired && !member.isVerified);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menu = useRef<HTMLDivElement>(null);

  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useDismiss(menu, menuOpen, closeMenu);

  if (member === undefined) return null;
  // The overlay keeps one place in the tree whatever the member's state: a sign-in that goes on to
  // the SMS verification must not remount it.
  return (
    <>
      {menuContent()}
      {overlayElement}
    </>
  );

  function menuContent() {
    if (member && variant === 'drawer') {
      return (
        <section className={styles.drawerAccount} aria-label={t('accountMenu')}>
          <p className={styles.menuEmail}>{member.email}</p>
          {mustVerify && (
            <button
              type="button"
              className={styles.drawerButton}
              onClick={() => {
                onAction?.();
                setOverlay('verify');
              }}
            >
              {t('verifyMobile')}
            </button>
          )}
          <Link href={{ pathname: '/profile', query: { store: storeSlug } }} className={styles.drawerButton} onClick={onAction}>
            {t('profileTitle')}
          </Link>
          {pages.loyalty && (
            <Link href={`/${storeSlug}/loyalty`} className={styles.drawerButton} onClick={onAction}>
              {tLoyalty('menuLoyalty')}
            </Link>
          )}
          {pages.stamps && (
            <Link href={`/${storeSlug}/userStamps`} className={styles.drawerButton} onClick={onAction}>
              {tLoyalty('menuStamps')}
            </Link>
          )}
          <Link href={`/${storeSlug}/orderhistory`} className={styles.drawerButton} onClick={onAction}>
            {t('orderHistory')}
          </Link>
          <Link href={`/${storeSlug}/ordertracking`} className={styles.drawerButton} onClick={onAction}>
            {t('orderTracking')}
          </Link>
          <button
            type="button"
            className={styles.drawerButton}
            onClick={() => {
              onAction?.();
              void logOut();
            }}
          >
            {t('logOut')}
          </button>
        </section>
      );
    }

    if (member) {
      return (
        <div className={styles.menu} ref={menu}>
          <button type="button" className={styles.menuButton} aria-haspopup="menu" aria-expanded={menuOpen} aria-controls={menuId} onClick={() => setMenuOpen((open) => !open)}>
            {member.email}
          </button>
          {menuOpen && (
            <ul id={menuId} role="menu" className={styles.menuList} aria-label={t('accountMenu')}>
              {mustVerify && (
                <MenuAction
                  label={t('verifyMobile')}
                  onSelect={() => {
                    setMenuOpen(false);
                    setOverlay('verify');
                  }}
                />
              )}
              <li role="none">
                <Link role="menuitem" href={{ pathname: '/profile', query: { store: storeSlug } }} onClick={() => setMenuOpen(false)}>
                  {t('profileTitle')}
                </Link>
              </li>
              {pages.loyalty && (
                <li role="none">
                  <Link role="menuitem" href={`/${storeSlug}/loyalty`} onClick={() => setMenuOpen(false)}>
                    {tLoyalty('menuLoyalty')}
                  </Link>
                </li>
              )}
              {pages.stamps && (
                <li role="none">
                  <Link role="menuitem" href={`/${storeSlug}/userStamps`} onClick={() => setMenuOpen(false)}>
                    {tLoyalty('menuStamps')}
                  </Link>
                </li>
              )}
              <li role="none">
                <Link role="menuitem" href={`/${storeSlug}/orderhistory`} onClick={() => setMenuOpen(false)}>
                  {t('orderHistory')}
                </Link>
              </li>
              <li role="none">
                <Link role="menuitem" href={`/${storeSlug}/ordertracking`} onClick={() => setMenuOpen(false)}>
                  {t('orderTracking')}
                </Link>
              </li>
              <MenuAction
                label={t('logOut')}
                onSelect={() => {
                  setMenuOpen(false);
                  void logOut();
                }}
              />
            </ul>
          )}
        </div>
      );
    }

    return (
      <button
        type="button"
        className={variant === 'drawer' ? styles.drawerButton : styles.menuButton}
        aria-haspopup="dialog"
        onClick={() => {
          onAction?.();
          setOverlay('signIn');
        }}
      >
        {t('logIn')}
      </button>
    );
  }
}

/** One action of the user dropdown. */
function MenuAction({ label, onSelect }: { label: string; onSelect: () => void }) {
  return (
    <li role="none">
      <button type="button" role="menuitem" onClick={onSelect}>
        {label}
      </button>
    </li>
  );
}
