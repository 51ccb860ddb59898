import { formatMoney } from '@/lib/domain/money';
import type { ProductTileView } from '@/lib/server/use-cases/build-menu-view';
import styles from './store.module.css';

/** Short descriptions are cut at 140 characters (50 on phones, by CSS line clamp). */
const DESCRIPTION_LIMIT = 140;

function cut(text: string, limit: number): string {
  return text.length > limit ? `${text.slice(0, limit).trimEnd()}…` : text;
}

/** The tile's texts, translated once for the whole menu by MenuSections. */
export interface ProductTileLabels {
  add: string;
  dietary: string;
  badge: (status: NonNullable<ProductTileView['status']>) => string;
}

// Synchronous on purpose: its section is then complete in the first HTML chunk, not streamed later.
export function ProductTile({ product, labels, currencyLocale, eagerImage, orderable }: { product: ProductTileView; labels: ProductTileLabels; currencyLocale?: string; eagerImage: boolean; orderable: boolean }) {
  const soldOut = product.status === 3;
  return (
    <li className={`${styles.tile} ${soldOut ? styles.soldOut : ''}`} data-product-id={product.id}>
      <div className={styles.tileText}>
        <h3 className={styles.productName}>
          {orderable && !soldOut ? (
            // The whole tile is the button's target (stretched); the store screen opens the dialog.
            <button type="button" className={styles.addButton} data-add-product={product.id}>
              {product.name}
              <span className="visually-hidden"> – {labels.add}</span>
            </button>
          ) : (
            product.name
          )}
        </h3>
        {product.description && <p className={styles.description}>{cut(product.description, DESCRIPTION_LIMIT)}</p>}
        <p className={styles.price}>{formatMoney(product.price, currencyLocale)}</p>
        {product.dietary.length > 0 && (
          <ul className={styles.dietary} aria-label={labels.dietary}>
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
        {product.status && <span className={`${styles.badge} ${styles[`badge${product.status}`]}`}>{labels.badge(product.status)}</span>}
        {soldOut && <span className={styles.soldOutOverlay} aria-hidden="true" />}
      </div>
    </li>
  );
}
