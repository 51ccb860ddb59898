'use client';

import { useLayoutEffect, useState, type RefObject } from 'react';
import { overflowingIds } from './measure-overflow';

const NONE: string[] = [];

function sameList(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

/**
 * Measures the row with a ResizeObserver on the row and on every link: a link that the filter's
 * style sheet hides shrinks to zero, which re-measures without knowing about the filter.
 */
export function useOverflow(row: RefObject<HTMLUListElement | null>, more: RefObject<HTMLElement | null>, enabled: boolean, ids: string[]): string[] {
  const [overflow, setOverflow] = useState<string[]>(NONE);
  const key = ids.join('\n');

  useLayoutEffect(() => {
    const list = row.current;
    // Phones do not fold (the hook then answers NONE), so nothing needs measuring.
    if (!enabled || !list) return;
    const measure = () => {
      const items = [...list.querySelectorAll<HTMLElement>(':scope > li[data-category-link]')].map((li) => ({ id: li.dataset.categoryLink ?? '', width: li.offsetWidth }));
      const gap = parseFloat(getComputedStyle(list).columnGap) || 0;
      const next = overflowingIds(items, list.clientWidth, more.current?.offsetWidth ?? 0, gap);
      setOverflow((current) => (sameList(current, next) ? current : next));
    };
    measure();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    for (const li of list.children) observer.observe(li);
    // More's own width changes with the language.
    if (more.current) observer.observe(more.current);
    return () => observer.disconnect();
  }, [row, more, enabled, key]);

  return enabled ? overflow : NONE;
}
