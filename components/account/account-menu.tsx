'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { signOut } from '@/lib/client/account/account-api';
import { setMember, useMember } from '@/lib/client/account/member-session';
import styles from './account.module.css';
import { AuthOverlay } from './auth-overlay';

export interface AccountMenuProps {
  storeSlug: string;
  storeId: string;
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
 * has LogIn; nothing shows until the session is known.
 */
export function AccountMenu({ storeSlug, storeId, variant = 'bar', onAction }: AccountMenuProps) {
  const t = useTranslations('account');
  const member = useMember();
  const [overlay, setOverlay] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menu = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !menu.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [menuOpen]);

  if (member === undefined) return null;

  if (member && variant === 'drawer') {
    return (
      <section className={styles.drawerAccount} aria-label={t('accountMenu')}>
        <p className={styles.menuEmail}>{member.email}</p>
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
            <li role="none">
              <button
                type="button"
                role="menuitem"
                onClick={() => {
                  setMenuOpen(false);
                  void logOut();
                }}
              >
                {t('logOut')}
              </button>
            </li>
          </ul>
        )}
      </div>
    );
  }

  return (
    <>
      <button
        type="button"
        className={variant === 'drawer' ? styles.drawerButton : styles.menuButton}
        aria-haspopup="dialog"
        onClick={() => {
          onAction?.();
          setOverlay(true);
        }}
      >
        {t('logIn')}
      </button>
      <AuthOverlay open={overlay} onClose={() => setOverlay(false)} storeSlug={storeSlug} storeId={storeId} />
    </>
  );
}
