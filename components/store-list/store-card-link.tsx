'use client';

import { useState } from 'react';
import { AlertModal } from '@/components/ui/alert-modal';
import { useTimelineValue } from '@/lib/client/use-timeline-value';
import type { ClockTimeline } from '@/lib/domain/time/timeline';
import { Link } from '@/lib/i18n/client-navigation';

interface StoreCardLinkProps {
  /** the store's path without the language (`/store/{slug}`) */
  href: string;
  /** the same path as the browser is sent to it, with the language */
  localizedHref: string;
  /** closed at each instant, by the browser's clock */
  closed: ClockTimeline<boolean>;
  className?: string;
  title: string;
  message: string;
  okayLabel: string;
  children: React.ReactNode;
}

/**
 * A store card's link: an open store's opens the store; a closed store's stays a real link, but a
 * click alerts "Oops!" with the store-closed text. Which one follows the browser's clock, so a list
 * kept by a cache from before closing time alerts after it.
 */
export function StoreCardLink({ href, localizedHref, closed, className, title, message, okayLabel, children }: StoreCardLinkProps) {
  const [open, setOpen] = useState(false);
  if (!useTimelineValue(closed))
    return (
      <Link href={href} className={className}>
        {children}
      </Link>
    );
  return (
    <>
      <a
        href={localizedHref}
        className={className}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        {children}
      </a>
      <AlertModal open={open} title={title} okayLabel={okayLabel} onClose={() => setOpen(false)}>
        <p>{message}</p>
      </AlertModal>
    </>
  );
}
