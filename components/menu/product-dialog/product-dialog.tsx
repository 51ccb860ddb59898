'use client';

import { useId, useRef } from 'react';
import { canOpenProductDialog } from './dialog-data';
import { DialogContent } from './dialog-content';
import type { ProductDialogProps } from './types';
import styles from './product-dialog.module.css';
import { useModalDialog } from '@/components/ui/use-modal-dialog';

/**
 * The add-to-cart dialog of the store menu screen. A native <dialog> opened with showModal: the
 * browser traps focus, closes it on Escape and returns focus to the tile that opened it. It is
 * 1000 px wide when the product has option groups, else 500 px, and a full-screen sheet on
 * phones. Sold-out products never open it. A successful add calls onAdd with the cart line,
 * then closes (onClose).
 */
export function ProductDialog(props: ProductDialogProps) {
  const { open, product, onAdd, onClose, ...rest } = props;
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const show = open && canOpenProductDialog(product);

  useModalDialog(dialog, show);

  const close = () => dialog.current?.close();

  return (
    <dialog ref={dialog} className={`${styles.dialog} ${props.optionGroups.length > 0 ? styles.wide : styles.narrow}`} aria-labelledby={titleId} onClose={onClose}>
      {show && (
        <DialogContent
          key={`${product.ID}/${props.initial?.uniqueId ?? ''}`}
          {...rest}
          product={product}
          titleId={titleId}
          onCancel={close}
          onAdded={(line) => {
            onAdd(line);
            close();
          }}
        />
      )}
    </dialog>
  );
}
