'use client';

import { useTranslations } from 'next-intl';
import { ConfirmModal } from '@/components/cart/confirm-modal';
import { AlertModal } from '@/components/ui/alert-modal';
import type { PriceChangeReason } from '@/lib/client/checkout/price-change';
import styles from './checkout.module.css';

interface CheckoutDialogsProps {
  /** The server's total after a 409, and whether only the card surcharge went (a debit or prepaid card) or the prices changed. */
  priceChange: { total: string; reason: PriceChangeReason } | null;
  onPriceChangeCancel: () => void;
  onPriceChangeConfirm: () => void;
  clearing: boolean;
  onClearCancel: () => void;
  onClearConfirm: () => void;
  /** MultipleMenus: another order type asks to clear the cart. */
  menuChange: boolean;
  onMenuChangeCancel: () => void;
  onMenuChangeConfirm: () => void;
  /** Reorder lines that are no longer on the menu. */
  missing: readonly string[];
  onMissingSeen: () => void;
}

/** The checkout's dialogs: a new total to pay, clear the cart, a menu change, and the reorder's missing items. */
export function CheckoutDialogs(props: CheckoutDialogsProps) {
  const t = useTranslations('checkout');
  const tCommon = useTranslations('common');
  const { priceChange, missing } = props;
  const surchargeOnly = priceChange?.reason === 'cardSurcharge';
  return (
    <>
      <ConfirmModal
        open={priceChange !== null}
        title={surchargeOnly ? t('noSurchargeTitle') : t('priceChangedTitle')}
        body={priceChange ? (surchargeOnly ? t('noSurchargeBody', { total: priceChange.total }) : t('priceChangedBody', { total: priceChange.total })) : ''}
        cancelLabel={t('cancel')}
        confirmLabel={priceChange ? t('priceChangedConfirm', { total: priceChange.total }) : ''}
        onCancel={props.onPriceChangeCancel}
        onConfirm={props.onPriceChangeConfirm}
      />
      <ConfirmModal
        open={props.clearing}
        title={t('clearTitle')}
        body={t('clearBody')}
        cancelLabel={t('cancel')}
        confirmLabel={t('clearConfirm')}
        onCancel={props.onClearCancel}
        onConfirm={props.onClearConfirm}
      />
      <ConfirmModal
        open={props.menuChange}
        title={t('menuChangeTitle')}
        body={t('menuChangeBody')}
        cancelLabel={t('cancel')}
        confirmLabel={t('menuChangeConfirm')}
        onCancel={props.onMenuChangeCancel}
        onConfirm={props.onMenuChangeConfirm}
      />
      <AlertModal open={missing.length > 0} title={t('missingTitle')} okayLabel={tCommon('okay')} onClose={props.onMissingSeen}>
        <p>{t('missingBody')}</p>
        <ul className={styles.missingList}>
          {missing.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      </AlertModal>
    </>
  );
}
