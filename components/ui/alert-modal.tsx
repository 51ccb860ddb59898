'use client';

import { useId, useRef } from 'react';
import styles from './alert-modal.module.css';
import { useModalDialog } from '@/components/ui/use-modal-dialog';

interface AlertModalProps {
  open: boolean;
  title: string;
  children: React.ReactNode;
  okayLabel: string;
  onClose: () => void;
}

/**
 * The spec's alert modal: title, body, Okay. A native dialog traps focus and closes on Escape;
 * showModal focuses Okay, its only control (see confirm-modal.tsx for why not autoFocus).
 */
export function AlertModal({ open, title, children, okayLabel, onClose }: AlertModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useModalDialog(dialog, open);

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <div className={styles.body}>{children}</div>
      <form method="dialog" className={styles.actions}>
        <button type="submit" className={styles.okay}>
          {okayLabel}
        </button>
      </form>
    </dialog>
  );
}
