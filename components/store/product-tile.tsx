import { getTranslations } from 'next-intl/server';
import { formatMoney } from '@/lib/domain/money';
import type { Locale } from '@/lib/i18n/routing';
import type { ProductTileView } from '@/lib/server/use-cases/build-menu-view';
import styles from './store.module.css';

/** Short descriptions are cut at 140 characters (50 on phones, by CSS line clamp). */
const DESCRIPTION_LIMIT = 140;

function cut(text: string, limit: number): string {
  return text.length > limit ? `${text.slice(0, limit).trimEnd()}…` : text;
}

export async function ProductTile({ product, locale, currencyLocale, eagerImage, orderable }: { product: ProductTileView; locale: Locale; currencyLocale?: string; eagerImage: boolean; orderable: boolean }) {
  const t = await getTranslations({ locale, namespace: 'product' });
  const soldOut = product.status === 3;
  return (
    <li className={`${styles.tile} ${soldOut ? styles.soldOut : ''}`} data-product-id={product.id}>
      <div className={styles.tileText}>
        <h3 className={styles.productName}>
          {orderable && !soldOut ? (
            // The whole tile is the button's target (stretched); the store screen opens the dialog.
            <button type="button" className={styles.addButton} data-add-product={product.id}>
              {product.name}
              <span className="visually-hidden"> – {t('add')}</span>
            </button>
          ) : (
            product.name
          )}
        </h3>
        {product.description && <p className={styles.description}>{cut(product.description, DESCRIPTION_LIMIT)}</p>}
        <p className={styles.price}>{formatMoney(product.price, currencyLocale)}</p>
        {product.dietary.length > 0 && (
          <ul className={styles.dietary} aria-label={t('dietary')}>
            {product.dietary.map((tag) => (
              <li key={`${tag.kind}-${tag.id}`} className={styles[`diet_${tag.kind}`]} title={tag.name}>
                {tag.name}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className={styles.tileMedia}>
        {product.photoUrl && <img data-hide-on-error src={product.photoUrl} alt="" width={112} height={112} loading={eagerImage ? 'eager' : 'lazy'} decoding="async" />}
        {product.status && <span className={`${styles.badge} ${styles[`badge${product.status}`]}`}>{t(`badge.${product.status}`)}</span>}
        {soldOut && <span className={styles.soldOutOverlay} aria-hidden="true" />}
      </div>
    </li>
  );
}
