'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import type { NavCategory } from './nav-category';
import styles from './category-nav.module.css';

interface MoreMenuProps {
  items: NavCategory[];
  activeId: string | null;
  onChoose: (id: string) => void;
  /** measured by the row even while nothing overflows, so it is rendered but invisible then */
  idle: boolean;
  rootRef: RefObject<HTMLDivElement | null>;
}

function shownLinks(menu: HTMLElement | null): HTMLAnchorElement[] {
  // Links of categories the filter hides are display:none and cannot take focus.
  return [...(menu?.querySelectorAll<HTMLAnchorElement>('a') ?? [])].filter((link) => getComputedStyle(link.closest('li') ?? link).display !== 'none');
}

/**
 * The More dropdown: a disclosure button and a list of links (the navigation disclosure pattern,
 * since the items navigate). Arrow keys move between links, Escape closes and returns focus.
 */
export function MoreMenu({ items, activeId, onChoose, idle, rootRef }: MoreMenuProps) {
  const t = useTranslations('categoryNav');
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const holdsActive = activeId !== null && items.some((item) => item.id === activeId);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open, rootRef]);

  // Nothing left to list (the window grew, or the filter hid them): the menu cannot stay open.
  const isOpen = open && items.length > 0 && !idle;

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }

  function focusLink(index: number | 'first' | 'last') {
    const links = shownLinks(menu.current);
    if (links.length === 0) return;
    const position = index === 'first' ? 0 : index === 'last' ? links.length - 1 : (index + links.length) % links.length;
    links[position].focus();
  }

  function onButtonKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      // The list renders on this update; focus once it is there.
      requestAnimationFrame(() => focusLink(event.key === 'ArrowDown' ? 'first' : 'last'));
    } else if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      close(true);
    }
  }

  function onMenuKey(event: KeyboardEvent<HTMLUListElement>) {
    const links = shownLinks(menu.current);
    const current = links.indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number | 'first' | 'last'> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 'first', End: 'last' };
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key in moves) {
      event.preventDefault();
      focusLink(moves[event.key]);
    }
  }

  return (
    <div ref={rootRef} className={`${styles.more} ${idle ? styles.moreIdle : ''}`} aria-hidden={idle || undefined}>
      <button
        ref={button}
        type="button"
        className={`${styles.moreButton} ${holdsActive ? styles.active : ''}`}
        aria-label={t('moreLabel')}
        aria-expanded={isOpen}
        aria-controls={menuId}
        tabIndex={idle ? -1 : undefined}
        onClick={() => setOpen(!isOpen)}
        onKeyDown={onButtonKey}
      >
        {t('more')}
        <span className={styles.caret} aria-hidden="true" />
      </button>
      <ul
        ref={menu}
        id={menuId}
        className={styles.moreList}
        hidden={!isOpen}
        onKeyDown={onMenuKey}
        onBlur={(event) => {
          if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
        }}
      >
        {items.map((item) => (
          <li key={item.id} data-category-link={item.id}>
            <a
              href={`#category-${item.id}`}
              aria-current={item.id === activeId ? 'true' : undefined}
              onClick={(event) => {
                event.preventDefault();
                close(true);
                onChoose(item.id);
              }}
            >
              {item.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
