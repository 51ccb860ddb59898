'use client';

import { useTranslations } from 'next-intl';
import { Suspense, useEffect, useId, useRef } from 'react';
import { LanguagePicker } from '@/components/layout/language-picker';
import { useTimelineValue } from '@/lib/client/use-timeline-value';
import { Link } from '@/lib/i18n/client-navigation';
import type { TopMenuStore } from '@/lib/views/store';
import type { AccountMenuProps } from '@/components/account/account-menu';
import { AccountMenu } from './account-menu-loader';
import styles from './store-drawer.module.css';
import { useModalDialog } from '@/components/ui/use-modal-dialog';

interface StoreDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
  stores: TopMenuStore[];
  currentSlug?: string;
  /** where the store has LogIn: Log in, or the member's email and Log out */
  account?: Omit<AccountMenuProps, 'variant' | 'onAction'> | null;
}

/** The drawer only exists on phones; a modal left open while the window widens would trap the page. */
const WIDE_QUERY = '(min-width: 768px)';

/**
 * The phone drawer (spec §2 "Drawer (mobile) also lists stores"): a native modal <dialog>, which
 * traps focus and makes the page inert; Escape, the close button and a backdrop tap close it.
 */
export function StoreDrawer({ id, open, onClose, stores, currentSlug, account }: StoreDrawerProps) {
  const t = useTranslations('topMenu');
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useModalDialog(dialog, open);

  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const wide = window.matchMedia(WIDE_QUERY);
    const onChange = () => {
      if (wide.matches) dialog.current?.close();
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [open]);

  const close = () => dialog.current?.close();

  return (
    <dialog
      ref={dialog}
      id={id}
      className={styles.drawer}
      aria-labelledby={titleId}
      onClose={onClose}
      onKeyDown={(event) => {
        // Browsers close a modal on Escape themselves; closing here too keeps onClose in one path.
        if (event.key === 'Escape') {
          event.preventDefault();
          close();
        }
      }}
      onClick={(event) => {
        // A click on the dialog element itself is a click on its backdrop.
        if (event.target === event.currentTarget) close();
      }}
    >
      <div className={styles.drawerInner}>
        <div className={styles.drawerHeader}>
          <h2 id={titleId} className={styles.drawerTitle}>
            {t('drawerTitle')}
          </h2>
          <button type="button" className={styles.drawerClose} aria-label={t('closeMenu')} onClick={close}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {account && <AccountMenu {...account} variant="drawer" onAction={close} />}
        {stores.length > 0 && (
          <nav aria-labelledby={`${titleId}-stores`}>
            <h3 id={`${titleId}-stores`} className={styles.drawerHeading}>
              {t('storesHeading')}
            </h3>
            <ul className={styles.storeList}>
              {stores.map((store) => (
                <li key={store.slug}>
                  <Link href={`/store/${store.slug}`} className={styles.storeLink} aria-current={store.slug === currentSlug ? 'page' : undefined} onClick={close}>
                    <span>{store.name}</span>
                    <ClosedBadge closed={store.closed} label={t('closed')} />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className={styles.drawerLanguage}>
          <Suspense fallback={null}>
            <LanguagePicker />
          </Suspense>
        </div>
      </div>
    </dialog>
  );
}

/** The group store's "Closed" badge, by the browser's clock. */
function ClosedBadge({ closed, label }: { closed: TopMenuStore['closed']; label: string }) {
  return useTimelineValue(closed) ? <span className={styles.closedBadge}>{label}</span> : null;
}
