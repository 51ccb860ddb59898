'use client';

import { useTranslations } from 'next-intl';
import { useRef, type KeyboardEvent } from 'react';
import type { OrderTypeKind } from '@/lib/client/checkout/checkout-form';
import styles from './checkout.module.css';

/** The spec's tab order: Delivery, Pick up, Deliver to room, Dine in. */
export const TAB_ORDER: readonly OrderTypeKind[] = ['delivery', 'pickup', 'room', 'dineIn'];

interface OrderTypeTabsProps {
  available: readonly OrderTypeKind[];
  current: OrderTypeKind | null;
  onChange: (kind: OrderTypeKind) => void;
}

/** One tab per order type the store offers now; arrow keys move between them (ARIA tabs). */
export function OrderTypeTabs({ available, current, onChange }: OrderTypeTabsProps) {
  const t = useTranslations('checkout');
  const tabs = TAB_ORDER.filter((kind) => available.includes(kind));
  const refs = useRef<Partial<Record<OrderTypeKind, HTMLButtonElement | null>>>({});

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = tabs[(index + step + tabs.length) % tabs.length];
    refs.current[next]?.focus();
    onChange(next);
  }

  if (tabs.length === 0) return null;
  return (
    <div role="tablist" aria-label={t('orderType')} className={styles.tabs}>
      {tabs.map((kind, index) => (
        <button
          key={kind}
          ref={(node) => {
            refs.current[kind] = node;
          }}
          type="button"
          role="tab"
          aria-selected={kind === current}
          tabIndex={kind === current ? 0 : -1}
          className={styles.tab}
          onClick={() => onChange(kind)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {t(`tabs.${kind}`)}
        </button>
      ))}
    </div>
  );
}
