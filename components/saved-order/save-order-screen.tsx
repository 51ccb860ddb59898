'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@/lib/client/api/api-error';
import { useCart } from '@/lib/client/cart/use-cart';
import { saveOrder } from '@/lib/client/saved-orders/save-order';
import { Link } from '@/lib/i18n/client-navigation';
import type { TSavedOrderView } from '@/lib/views/saved-order';
import { useStoreLinks } from '@/components/store-screen/use-store-links';
import styles from './saved-order.module.css';

export interface SaveOrderScreenProps {
  store: { ID: string; Slug: string; TimezoneIanaFormat: string };
  menuQuery: string | null;
  /** tests: the call */
  save?: typeof saveOrder;
}

type SaveState = { kind: 'saving' } | { kind: 'saved'; view: TSavedOrderView } | { kind: 'failed'; message: string };

/**
 * The save-order page (spec part 1 §2, route /store/{storename}/saveOrderMobile): this store's
 * cart is saved on the server as soon as it is known, with a spinner meanwhile; then "your saved
 * order" with its QR code, or the error alert ('Error...Try again!' for an empty cart); continue
 * ordering goes back to the store. One Idempotency-Key per visit: Try again saves the same order.
 */
export function SaveOrderScreen({ store, menuQuery, save = saveOrder }: SaveOrderScreenProps) {
  const t = useTranslations('savedOrder');
  const storeLink = useStoreLinks(store.Slug, menuQuery).store;
  const locale = useLocale();
  const { switchStore, hydrated, storeId, lines } = useCart();
  const [state, setState] = useState<SaveState>({ kind: 'saving' });
  const key = useRef<string | null>(null);
  const started = useRef(false);
  const ready = hydrated && storeId === store.ID;

  useEffect(() => switchStore(store.ID, store.TimezoneIanaFormat), [switchStore, store.ID, store.TimezoneIanaFormat]);

  const run = useCallback(() => {
    if (lines.length === 0) {
      setState({ kind: 'failed', message: t('emptyCart') });
      return;
    }
    key.current ??= crypto.randomUUID();
    setState({ kind: 'saving' });
    save({ storeId: store.ID, lines, menu: menuQuery, idempotencyKey: key.current, locale }).then(
      (view) => setState({ kind: 'saved', view }),
      (error: unknown) => setState({ kind: 'failed', message: isApiError(error) && error.message ? error.message : t('failed') }),
    );
  }, [lines, save, store.ID, menuQuery, locale, t]);

  // Saved once, when this store's cart is known (not on every later change of it).
  useEffect(() => {
    if (!ready || started.current) return;
    started.current = true;
    run();
  }, [ready, run]);

  return (
    <main id="main" className={styles.page} aria-busy={state.kind === 'saving'}>
      <h1 className={styles.heading}>{t('heading')}</h1>
      {state.kind === 'saving' ? (
        <div className={styles.busy} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          <span>{t('saving')}</span>
        </div>
      ) : null}
      {state.kind === 'saved' ? (
        <>
          <img className={styles.qr} src={state.view.qrCode} alt={t('qrAlt')} width={320} height={320} data-saved-order-id={state.view.id} />
          <p className={styles.hint}>{t('hint', { expires: new Date(state.view.expiresAt * 1000).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }) })}</p>
        </>
      ) : null}
      {state.kind === 'failed' ? (
        <div className={styles.alert} role="alert">
          {state.message}
        </div>
      ) : null}
      <div className={styles.actions}>
        {state.kind === 'failed' && lines.length > 0 ? (
          <button type="button" className={styles.secondary} onClick={run}>
            {t('tryAgain')}
          </button>
        ) : null}
        <Link className={styles.primary} href={storeLink}>
          {t('continueOrdering')}
        </Link>
      </div>
    </main>
  );
}
