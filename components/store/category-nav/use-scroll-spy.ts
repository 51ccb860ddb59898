'use client';

import { useEffect, useState, type RefObject } from 'react';
import type { CategoryPin } from './use-scroll-to-category';

/** The last category whose section top has passed `threshold` px from the viewport top. */
export function activeCategory(ids: string[], threshold: number): string | null {
  let active: string | null = null;
  let lastShown: string | null = null;
  for (const id of ids) {
    const section = document.getElementById(`category-${id}`);
    if (!section) continue;
    const rect = section.getBoundingClientRect();
    // A section the filter hides has no box; it must not steal the highlight.
    if (rect.height === 0) continue;
    lastShown = id;
    if (rect.top <= threshold) active = id;
  }
  // A short last category never reaches the threshold: at the page bottom it is the one in view.
  const atBottom = window.scrollY > 0 && window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
  return atBottom && lastShown ? lastShown : active;
}

/** Whether a jump's pin still holds: the window is moving there, or has not left where it landed. */
function holds(pin: CategoryPin | null): boolean {
  return pin !== null && (pin.y === null || Math.abs(window.scrollY - pin.y) <= 1);
}

/**
 * Scroll-spy with a scroll listener throttled to one reading per frame (cheaper to reason about
 * than an IntersectionObserver for "top within 300 px"). A jump's `pin` holds it while the window
 * moves (no flicker through the categories passed on the way) and, once landed, until the
 * visitor scrolls: the chosen category stays the highlighted one.
 */
export function useScrollSpy(ids: string[], threshold: number, pin: RefObject<CategoryPin | null>): [string | null, (id: string | null) => void] {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join('\n');

  useEffect(() => {
    const list = key === '' ? [] : key.split('\n');
    let frame = 0;
    const read = () => {
      frame = 0;
      if (holds(pin.current)) return;
      pin.current = null;
      setActive(activeCategory(list, threshold));
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(read);
    };
    // The first reading waits for the next frame too: reading section boxes while the page hydrates would force a layout.
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [key, threshold, pin]);

  return [active, setActive];
}
