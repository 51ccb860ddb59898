'use client';

import { useId, useRef } from 'react';
import styles from './confirm-modal.module.css';
import { useModalDialog } from '@/components/ui/use-modal-dialog';

interface ConfirmModalProps {
  open: boolean;
  title: string;
  body: string;
  cancelLabel: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** 'danger' (the default) for a question that destroys something, 'brand' for an offer */
  confirmTone?: 'danger' | 'brand';
}

/**
 * A two-button question (Cancel / confirm) on a native dialog, like the shared alert modal:
 * focus is trapped and Escape cancels. Cancel takes the initial focus so a stray Enter never
 * destroys the cart: showModal focuses the dialog's first control, and Cancel comes first. Not
 * React's autoFocus, which focuses on mount, while the dialog is still closed: a no-op, except
 * inside another site's frame (the widget), where Chrome reports it as a console error.
 */
export function ConfirmModal({ open, title, body, cancelLabel, confirmLabel, onConfirm, onCancel, confirmTone = 'danger' }: ConfirmModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();
  // The dialog's close event fires for every way out; remember whether it was the confirm button.
  const confirmed = useRef(false);

  useModalDialog(dialog, open);

  function finish(confirm: boolean) {
    confirmed.current = confirm;
    dialog.current?.close();
  }

  function handleClose() {
    const wasConfirmed = confirmed.current;
    confirmed.current = false;
    if (wasConfirmed) onConfirm();
    else onCancel();
  }

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={titleId} aria-describedby={bodyId} onClose={handleClose}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <p id={bodyId} className={styles.body}>
        {body}
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.cancel} onClick={() => finish(false)}>
          {cancelLabel}
        </button>
        <button type="button" className={styles.confirm} data-tone={confirmTone} onClick={() => finish(true)}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
