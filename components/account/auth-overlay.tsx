'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { createPortal } from 'react-dom';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import styles from './account.module.css';

// The forms (and their rules) load only when the customer opens the overlay.
const AuthPanel = dynamic(() => import('./auth-panel').then((m) => m.AuthPanel), { ssr: false });

interface AuthOverlayProps {
  open: boolean;
  onClose: () => void;
  storeSlug: string;
  storeId: string;
}

/**
 * The drawer overlay of part 1 §2 "Sign-in, registration": sign-in and registration over the store
 * page. Portalled to the body, so opening it from the phone drawer (which closes) still shows it.
 */
export function AuthOverlay({ open, onClose, storeSlug, storeId }: AuthOverlayProps) {
  const t = useTranslations('account');
  const dialog = useRef<HTMLDialogElement>(null);
  useModalDialog(dialog, open);
  return createPortal(
    <dialog
      ref={dialog}
      className={styles.panel}
      aria-label={t('logIn')}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className={styles.panelHead}>
        <button type="button" className={styles.close} aria-label={t('close')} onClick={onClose}>
          ×
        </button>
      </div>
      {open && <AuthPanel storeSlug={storeSlug} storeId={storeId} onDone={onClose} />}
    </dialog>,
    document.body,
  );
}
