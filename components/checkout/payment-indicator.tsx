'use client';

import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import styles from './checkout.module.css';

/** Payment states (part 1 §4): processing, complete, could not be processed. */
export type TIndicatorState =
  | { status: 'idle' }
  | { status: 'processing' }
  | { status: 'complete' }
  /** `message`: why, when known (the card's decline reason, the server's words); '' when not */
  | { status: 'failed'; message: string };

interface PaymentIndicatorProps {
  state: TIndicatorState;
  onBack: () => void;
}

/**
 * A modal over the page while the order is sent: a spinner with the leave-page warning's text,
 * then complete, or "could not be processed" with the reason (the card's decline, when the
 * provider gave one), that the card was not charged, and Back to checkout. Escape does nothing while
 * the order is on its way.
 */
export function PaymentIndicator({ state, onBack }: PaymentIndicatorProps) {
  const t = useTranslations('checkout');
  const dialog = useRef<HTMLDialogElement>(null);
  useModalDialog(dialog, state.status !== 'idle');
  return (
    <dialog
      ref={dialog}
      className={styles.indicator}
      aria-labelledby="checkout-indicator-title"
      aria-describedby="checkout-indicator-body"
      onCancel={(event) => {
        event.preventDefault();
        if (state.status === 'failed') onBack();
      }}
    >
      {state.status === 'processing' ? (
        <>
          <div className={styles.spinner} aria-hidden="true" />
          <h2 id="checkout-indicator-title" className={styles.indicatorTitle}>
            {t('processing')}
          </h2>
          <p id="checkout-indicator-body" className={styles.muted}>
            {t('sending')}
          </p>
        </>
      ) : null}
      {state.status === 'complete' ? (
        <>
          <div className={styles.badge} data-tone="ok" aria-hidden="true">
            ✓
          </div>
          <h2 id="checkout-indicator-title" className={styles.indicatorTitle}>
            {t('complete')}
          </h2>
          <p id="checkout-indicator-body" className={styles.muted}>
            {t('completeHint')}
          </p>
        </>
      ) : null}
      {state.status === 'failed' ? (
        <>
          <div className={styles.badge} data-tone="bad" aria-hidden="true">
            !
          </div>
          <h2 id="checkout-indicator-title" className={styles.indicatorTitle}>
            {t('failedTitle')}
          </h2>
          <div id="checkout-indicator-body">
            {state.message ? <p className={styles.indicatorReason}>{state.message}</p> : null}
            <p className={styles.muted}>{t('failedHint')}</p>
          </div>
          <button type="button" className={styles.secondaryButton} autoFocus onClick={onBack}>
            {t('backToCheckout')}
          </button>
        </>
      ) : null}
    </dialog>
  );
}
