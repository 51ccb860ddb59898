'use client';

import { useEffect, useState } from 'react';
import { AlertModal } from '@/components/ui/alert-modal';

interface PopUpNoticeProps {
  storeId: string;
  title: string;
  /** sanitized on the server */
  html: string;
  /** PopUpNotification.CreatedOn, seconds */
  createdOn: number;
  okayLabel: string;
}

const storageKey = (storeId: string) => `popUpNotification:${storeId}`;

/**
 * The store's pop-up notice, shown until confirmed; after confirmation its creation time is kept
 * and it shows again only when a newer notice replaces it (spec part 1 §4).
 */
export function PopUpNotice({ storeId, title, html, createdOn, okayLabel }: PopUpNoticeProps) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    let seen = 0;
    try {
      seen = Number(window.localStorage.getItem(storageKey(storeId)) ?? 0);
    } catch {
      // storage blocked: show the notice every visit rather than never
    }
    if (!(seen >= createdOn)) setOpen(true);
  }, [storeId, createdOn]);

  function confirm() {
    setOpen(false);
    try {
      window.localStorage.setItem(storageKey(storeId), String(createdOn));
    } catch {
      // nothing to do: it will show again next time
    }
  }

  return (
    <AlertModal open={open} title={title} okayLabel={okayLabel} onClose={confirm}>
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </AlertModal>
  );
}
