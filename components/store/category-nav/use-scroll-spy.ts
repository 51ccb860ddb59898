'use client';

import { useEffect, useState, type RefObject } from 'react';

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

/**
 * Scroll-spy with a scroll listener throttled to one reading per frame (cheaper to reason about
 * than an IntersectionObserver for "top within 300 px"). `paused` holds it during a
 * programmatic scroll so the highlight does not flicker through the categories passed on the way.
 */
export function useScrollSpy(ids: string[], threshold: number, paused: RefObject<boolean>): [string | null, (id: string | null) => void] {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join('\n');

  useEffect(() => {
    const list = key === '' ? [] : key.split('\n');
    let frame = 0;
    const read = () => {
      frame = 0;
      if (!paused.current) setActive(activeCategory(list, threshold));
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
  }, [key, threshold, paused]);

  return [active, setActive];
}
