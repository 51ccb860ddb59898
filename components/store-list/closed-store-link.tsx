'use client';

import { useState } from 'react';
import { AlertModal } from '@/components/ui/alert-modal';

interface ClosedStoreLinkProps {
  href: string;
  className?: string;
  title: string;
  message: string;
  okayLabel: string;
  children: React.ReactNode;
}

/** A closed store's card: a real link, but a click alerts "Oops!" with the store-closed text. */
export function ClosedStoreLink({ href, className, title, message, okayLabel, children }: ClosedStoreLinkProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <a
        href={href}
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
