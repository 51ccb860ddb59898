'use client';

import { useState } from 'react';
import { AlertModal } from './alert-modal';
import styles from './html-modal-link.module.css';

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
  return (
    <>
      <button type="button" className={styles.link} onClick={() => setOpen(true)}>
        {label}
      </button>
      <AlertModal open={open} title={title} okayLabel={closeLabel} onClose={() => setOpen(false)}>
        <div className={styles.html} dangerouslySetInnerHTML={{ __html: html }} />
      </AlertModal>
    </>
  );
}
