'use client';

import { useTranslations } from 'next-intl';
import { ConfirmModal } from '@/components/cart/confirm-modal';
import type { PriceChangeReason } from '@/lib/client/checkout/price-change';
import { LeftOutModal, type LeftOut } from './left-out-modal';

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
  /** A retry's or reorder's lines left out of the cart (no longer on the menu, or sold out). */
  leftOut: LeftOut;
  onLeftOutSeen: () => void;
}

/** The checkout's dialogs: a new total to pay, clear the cart, a menu change, and the reorder's left-out items. */
export function CheckoutDialogs(props: CheckoutDialogsProps) {
  const t = useTranslations('checkout');
  const { priceChange } = props;
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
      <LeftOutModal leftOut={props.leftOut} onClose={props.onLeftOutSeen} />
    </>
  );
}
