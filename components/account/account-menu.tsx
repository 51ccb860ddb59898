'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import { signOut } from '@/lib/client/account/account-api';
import { setMember, useMember } from '@/lib/client/account/member-session';
import styles from './account.module.css';

// The forms (and their rules) load only when the customer opens the overlay.
const AuthPanel = dynamic(() => import('./auth-panel').then((m) => m.AuthPanel), { ssr: false });

interface AccountMenuProps {
  storeSlug: string;
  storeId: string;
}

/**
 * The top menu's account part (part 1 §2 "Top menu and drawer"): "Log in" when signed out (the
 * drawer overlay with sign-in and registration), the member's email when signed in, opening the
 * user dropdown. Shown only where the store has LogIn.
 */
export function AccountMenu({ storeSlug, storeId }: AccountMenuProps) {
  const t = useTranslations('account');
  const member = useMember();
  const [overlay, setOverlay] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const menuId = useId();
  const menu = useRef<HTMLDivElement>(null);
  useModalDialog(dialog, overlay);

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
                onClick={async () => {
                  setMenuOpen(false);
                  await signOut().catch(() => undefined);
                  setMember(null);
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
      <button type="button" className={styles.menuButton} aria-haspopup="dialog" onClick={() => setOverlay(true)}>
        {t('logIn')}
      </button>
      <dialog
        ref={dialog}
        className={styles.panel}
        aria-label={t('logIn')}
        onCancel={(event) => {
          event.preventDefault();
          setOverlay(false);
        }}
      >
        <div className={styles.panelHead}>
          <button type="button" className={styles.close} aria-label={t('close')} onClick={() => setOverlay(false)}>
            ×
          </button>
        </div>
        {overlay && <AuthPanel storeSlug={storeSlug} storeId={storeId} onDone={() => setOverlay(false)} />}
      </dialog>
    </>
  );
}
