'use client';

import { useEffect, type RefObject } from 'react';

/** Spec part 1 §4 (order-type wizard): "Modal re-hide retry after 500 ms". */
export const MODAL_REHIDE_RETRY_MS = 500;

/**
 * Keeps a native <dialog> opened as a modal while `open` is true: showModal gives the focus trap,
 * the backdrop and Escape for free; closing goes through the element so its close event fires.
 * A close that did not take (the dialog still open, e.g. reopened by a late script or an
 * extension) is tried once more after 500 ms, as the spec asks of the wizard's modal.
 */
export function useModalDialog(dialog: RefObject<HTMLDialogElement | null>, open: boolean): void {
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (open || !element.open) return;
    element.close();
    const retry = window.setTimeout(() => {
      if (element.open) element.close();
    }, MODAL_REHIDE_RETRY_MS);
    return () => window.clearTimeout(retry);
  }, [dialog, open]);
}
