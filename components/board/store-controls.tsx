'use client';

import { useId, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { isApiError } from '@/lib/client/api/api-error';
import { setOrderingPaused, setProductSoldOut } from '@/lib/client/board/board-api';
import type { TBoardProduct } from '@/lib/views/board';
import styles from './board.module.css';

interface StoreControlsProps {
  storeId: string;
  paused: boolean;
  products: TBoardProduct[];
  onPaused: (paused: boolean) => void;
  onProduct: (product: TBoardProduct) => void;
}

/** Pause or resume online ordering, and mark products sold out or back. */
export function StoreControls({ storeId, paused, products, onPaused, onProduct }: StoreControlsProps) {
  const t = useTranslations('board');
  const locale = useLocale();
  const [query, setQuery] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const searchId = useId();

  async function attempt(key: string, work: () => Promise<void>) {
    setBusy(key);
    setError(null);
    try {
      await work();
    } catch (caught) {
      setError(isApiError(caught) && caught.message ? caught.message : t('errors.actionFailed'));
    } finally {
      setBusy(null);
    }
  }

  const shown = products.filter((product) => product.name.toLowerCase().includes(query.trim().toLowerCase()));

  return (
    <section className={styles.controls} aria-label={t('controls.heading')}>
      <div className={styles.controlsRow}>
        <strong>{paused ? t('controls.paused') : t('controls.open')}</strong>
        <button
          type="button"
          className={styles.button}
          data-tone={paused ? undefined : 'danger'}
          disabled={busy === 'pause'}
          onClick={() => void attempt('pause', async () => onPaused((await setOrderingPaused(storeId, !paused, locale)).paused))}
        >
          {paused ? t('controls.resume') : t('controls.pause')}
        </button>
      </div>
      <div className={styles.controlsRow}>
        <label className={styles.label} htmlFor={searchId}>
          {t('controls.products')}
        </label>
        <input
          id={searchId}
          className={styles.input}
          style={{ maxWidth: 320 }}
          type="search"
          placeholder={t('controls.search')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <ul className={styles.products}>
        {shown.map((product) => (
          <li key={product.id} className={styles.product} data-sold-out={product.soldOut ? 'true' : undefined}>
            <span className={styles.productName}>
              {product.name}
              {product.soldOut ? ` · ${t('controls.soldOut')}` : ''}
            </span>
            <button
              type="button"
              className={styles.smallButton}
              disabled={busy === product.id}
              aria-label={`${product.soldOut ? t('controls.markBack') : t('controls.markSoldOut')}: ${product.name}`}
              onClick={() => void attempt(product.id, async () => onProduct(await setProductSoldOut(storeId, product.id, !product.soldOut, locale)))}
            >
              {product.soldOut ? t('controls.markBack') : t('controls.markSoldOut')}
            </button>
          </li>
        ))}
      </ul>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
