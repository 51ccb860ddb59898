'use client';

import { useTranslations } from 'next-intl';
import styles from './product-dialog.module.css';

interface DialogFooterProps {
  /** The line's total, formatted. */
  total: string;
  mode: 'add' | 'edit';
  /** True while some group is marked invalid: a short message is announced. */
  showFixMessage: boolean;
  onCancel: () => void;
  onSubmit: () => void;
}

/** Cancel, and "Add to cart" with the live total (quantity × (base + options + upgrade)). */
export function DialogFooter({ total, mode, showFixMessage, onCancel, onSubmit }: DialogFooterProps) {
  const t = useTranslations('productDialog');
  return (
    <footer className={styles.footer}>
      <p className={styles.footerMessage} role="status">
        {showFixMessage ? t('fixOptions') : ''}
      </p>
      <div className={styles.footerButtons}>
        <button type="button" className={styles.cancelButton} onClick={onCancel}>
          {t('cancel')}
        </button>
        <button type="button" className={styles.addButton} onClick={onSubmit}>
          {mode === 'edit' ? t('saveChanges', { total }) : t('addToCart', { total })}
        </button>
      </div>
    </footer>
  );
}
