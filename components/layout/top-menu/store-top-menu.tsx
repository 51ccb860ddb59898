'use client';

import { useTranslations } from 'next-intl';
import { clientOnly } from '@/lib/client/client-only';
import { Suspense, useId, useRef, useState, type ReactNode } from 'react';
import { LanguagePicker } from '@/components/layout/language-picker';
import { useInCheckout } from '@/lib/client/checkout-session';
import { useHydrated } from '@/lib/client/use-hydrated';
import { useGiftMode } from '@/lib/client/gift-mode';
import { Link } from '@/lib/i18n/client-navigation';
import { CartButton, type CartButtonProps } from './cart-button';
import type { AccountMenuProps } from '@/components/account/account-menu';
import { AccountMenu } from './account-menu-loader';
import type { TopMenuStore } from '@/lib/views/store';
import styles from './top-menu.module.css';

// The phone drawer is fetched when the hamburger is first pointed at, focused or tapped: no first
// paint shows it, and most visits never open it.
const loadDrawer = () => import('./store-drawer');
const StoreDrawer = clientOnly(() => loadDrawer().then((module) => module.StoreDrawer));
const prefetchDrawer = () => void loadDrawer().catch(() => undefined);

export interface StoreTopMenuProps extends CartButtonProps {
  /** brand (head office) or store name, linked to `homeHref` */
  title: string;
  homeHref?: string;
  /** the store belongs to a branded group: shows the stores link (spec §1, §2) */
  branded: boolean;
  /** gift pages never show the stores link nor the account items (any path containing gift is in gift mode too) */
  gift?: boolean;
  /** the stores of the group, listed in the phone drawer */
  stores?: TopMenuStore[];
  /** the store on screen, marked current in the drawer */
  currentSlug?: string;
  /** the page's dietary filter (DietaryFilter), which needs the page's filter context */
  dietaryFilter?: ReactNode;
  /** the store's ids where it has LogIn: the Log in item or the member's menu, in the bar and in the phone drawer */
  account?: Omit<AccountMenuProps, 'variant' | 'onAction'> | null;
}

/**
 * The store screen's top menu (spec §2 "Top menu and drawer"): name, stores link, language,
 * dietary filter, cart total; on phones a hamburger opens the drawer with the stores and language.
 */
export function StoreTopMenu({
  title,
  homeHref = '/',
  branded,
  gift: giftPage = false,
  stores = [],
  currentSlug,
  dietaryFilter,
  account: accountItems,
  ...cart
}: StoreTopMenuProps) {
  // Gift mode (spec part 1 §2): "Gift pages hide the account menu and login item".
  const gift = useGiftMode() || giftPage;
  const account = gift ? null : accountItems;
  const t = useTranslations('topMenu');
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted at the first opening and kept: a later opening is at once, and closing goes through the dialog.
  const [drawerMounted, setDrawerMounted] = useState(false);
  const hamburger = useRef<HTMLButtonElement>(null);
  const drawerId = useId();
  // Enabled once it can open the drawer: a tap while the page hydrates is not lost without a sign.
  const hydrated = useHydrated();
  // On a checkout path the cart button does nothing (spec part 1 §2).
  const inCheckout = useInCheckout();

  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <button
          ref={hamburger}
          type="button"
          className={styles.hamburger}
          aria-label={t('openMenu')}
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          aria-controls={drawerMounted ? drawerId : undefined}
          disabled={!hydrated}
          onPointerEnter={prefetchDrawer}
          onFocus={prefetchDrawer}
          onClick={() => {
            setDrawerMounted(true);
            setDrawerOpen(true);
          }}
        >
          <span className={styles.hamburgerLines} aria-hidden="true" />
        </button>
        <Link href={homeHref} className={styles.brand}>
          {title}
        </Link>
        <nav className={styles.nav} aria-label={t('label')}>
          {branded && !gift && (
            <Link href={{ pathname: '/', query: { selectMode: 'true' } }} className={`${styles.link} ${styles.wide}`}>
              {t('stores')}
            </Link>
          )}
          <div className={styles.wide}>
            <Suspense fallback={null}>
              <LanguagePicker />
            </Suspense>
          </div>
          {dietaryFilter}
          {account && (
            <div className={styles.wide}>
              <AccountMenu {...account} />
            </div>
          )}
          <CartButton {...cart} enabled={cart.enabled && !inCheckout} />
        </nav>
      </div>
      {drawerMounted && (
        <StoreDrawer
          id={drawerId}
          open={drawerOpen}
          stores={stores}
          currentSlug={currentSlug}
          account={account}
          onClose={() => {
            setDrawerOpen(false);
            hamburger.current?.focus();
          }}
        />
      )}
    </header>
  );
}
