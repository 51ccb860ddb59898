'use client';

import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import styles from './checkout.module.css';

/** What the customer does in the wallet's sheet: the token the sandbox's payment then acts on. */
export type TSandboxWalletToken = 'sbx_wallet_ok' | 'sbx_wallet_declined' | 'sbx_wallet_challenge';

interface SandboxWalletSheetProps {
  open: boolean;
  /** 'Apple Pay' or 'Google Pay' */
  wallet: string;
  totalLabel: string;
  onChoose: (token: TSandboxWalletToken) => void;
  onCancel: () => void;
}

/**
 * The built-in sandbox's stand-in for the phone's Apple Pay or Google Pay sheet (a real wallet
 * needs a real device and Stripe): approve the total with the wallet's card, or have the bank
 * decline it or ask for its extra check, so every branch of the spec's wallet flow runs on a
 * fresh machine. With Stripe, Stripe's own wallet button takes its place.
 */
export function SandboxWalletSheet({ open, wallet, totalLabel, onChoose, onCancel }: SandboxWalletSheetProps) {
  const t = useTranslations('checkout');
  const dialog = useRef<HTMLDialogElement>(null);
  useModalDialog(dialog, open);
  return (
    <dialog
      ref={dialog}
      className={styles.indicator}
      aria-labelledby="wallet-sheet-title"
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id="wallet-sheet-title" className={styles.indicatorTitle}>
        {t('walletSheetTitle', { wallet })}
      </h2>
      <p className={styles.muted}>{t('walletSheetBody')}</p>
      <p>{t('walletSheetCard')}</p>
      <button type="button" className={styles.pay} autoFocus onClick={() => onChoose('sbx_wallet_ok')}>
        {t('walletApprove', { total: totalLabel })}
      </button>
      <button type="button" className={styles.secondaryButton} onClick={() => onChoose('sbx_wallet_declined')}>
        {t('walletDecline')}
      </button>
      <button type="button" className={styles.secondaryButton} onClick={() => onChoose('sbx_wallet_challenge')}>
        {t('walletChallenge')}
      </button>
      <button type="button" className={styles.secondaryButton} onClick={onCancel}>
        {t('walletCancel')}
      </button>
    </dialog>
  );
}
