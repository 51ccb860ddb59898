'use client';

import { useState } from 'react';
import { useBrowserSnapshot } from '@/lib/client/use-browser-snapshot';
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
const SERVER = 'server';

function readSeen(storeId: string): string | null {
  try {
    return window.localStorage.getItem(storageKey(storeId));
  } catch {
    return null; // storage blocked: show the notice every visit rather than never
  }
}

const noSubscription = () => () => undefined;
const serverSnapshot = () => SERVER;

/**
 * The store's pop-up notice, shown until confirmed; after confirmation its creation time is kept
 * and it shows again only when a newer notice replaces it (spec part 1 §4).
 */
export function PopUpNotice({ storeId, title, html, createdOn, okayLabel }: PopUpNoticeProps) {
  const seen = useBrowserSnapshot(noSubscription, () => readSeen(storeId), serverSnapshot);
  const [confirmed, setConfirmed] = useState(false);
  const open = seen !== SERVER && !confirmed && !(Number(seen ?? 0) >= createdOn);

  function confirm() {
    setConfirmed(true);
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
