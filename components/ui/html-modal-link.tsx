'use client';

import { useState } from 'react';
import { clientOnly } from '@/lib/client/client-only';
import styles from './html-modal-link.module.css';

// The modal is fetched when the link is first pointed at, focused or pressed: the store page's
// footer draws these links on every visit, and few visitors open one.
const loadModal = () => import('./alert-modal').then((module) => module.AlertModal);
const AlertModal = clientOnly(loadModal);
const prefetchModal = () => void loadModal().catch(() => undefined);

interface HtmlModalLinkProps {
  label: string;
  title: string;
  /** sanitized on the server (lib/server/sanitize-html.ts) */
  html: string;
  closeLabel: string;
}

/** A footer link that opens a store text (terms, a policy) in a modal. */
export function HtmlModalLink({ label, title, html, closeLabel }: HtmlModalLinkProps) {
  const [open, setOpen] = useState(false);
  // Mounted at the first opening and kept, so closing it runs the dialog's own close.
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.link}
        onPointerEnter={prefetchModal}
        onFocus={prefetchModal}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {label}
      </button>
      {opened ? (
        <AlertModal open={open} title={title} okayLabel={closeLabel} onClose={() => setOpen(false)}>
          <div className={styles.html} dangerouslySetInnerHTML={{ __html: html }} />
        </AlertModal>
      ) : null}
    </>
  );
}
