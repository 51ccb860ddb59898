'use client';

import { clientOnly } from '@/lib/client/client-only';
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { createPortal } from 'react-dom';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import type { TSocialSignInView } from '@/lib/views/account';
import styles from './account.module.css';
import type { TRegisterPrefill } from './register-form';

// The forms (and their rules) load only when the customer opens the overlay.
const AuthPanel = clientOnly(() => import('./auth-panel').then((m) => m.AuthPanel));

interface AuthOverlayProps {
  open: boolean;
  onClose: () => void;
  storeSlug: string;
  storeId: string;
  verificationRequired: boolean;
  social?: TSocialSignInView | null;
  termsHtml?: string | null;
  /** straight to the SMS verification (a signed-in member who still has to verify) */
  verify?: boolean;
  /** opens on the registration, filled in with what is known (Become member on the thank-you page) */
  register?: TRegisterPrefill;
}

/**
 * The drawer overlay of part 1 §2 "Sign-in, registration": sign-in and registration over the store
 * page. Portalled to the body, so opening it from the phone drawer (which closes) still shows it.
 */
export function AuthOverlay({ open, onClose, storeSlug, storeId, verificationRequired, social = null, termsHtml = null, verify = false, register }: AuthOverlayProps) {
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
      {/* Unmounted when closed: the verification's phone is cleared when the overlay closes (part 1 §4). */}
      {open && (
        <AuthPanel
          initial={verify ? 'verify' : register ? 'register' : 'signIn'}
          storeSlug={storeSlug}
          storeId={storeId}
          verificationRequired={verificationRequired}
          social={social}
          termsHtml={termsHtml}
          onDone={onClose}
          prefill={register}
        />
      )}
    </dialog>,
    document.body,
  );
}
