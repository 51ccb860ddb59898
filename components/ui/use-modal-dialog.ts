'use client';

import { useEffect, type RefObject } from 'react';

/**
 * Keeps a native <dialog> opened as a modal while `open` is true: showModal gives the focus trap,
 * the backdrop and Escape for free; closing goes through the element so its close event fires.
 */
export function useModalDialog(dialog: RefObject<HTMLDialogElement | null>, open: boolean): void {
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [dialog, open]);
}
