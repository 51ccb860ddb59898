'use client';

import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { animateScroll, type ScrollAnimation } from './animate-scroll';
import { CATEGORY_SCROLL_MS } from './constants';

/** Where the window must scroll so the section top sits `offset` px below the sticky nav's own top. */
export function categoryScrollTarget(section: Element, stickyTop: number, offset: number): number {
  return Math.max(0, Math.round(section.getBoundingClientRect().top + window.scrollY - stickyTop - offset));
}

/**
 * Smooth scroll to `#category-<id>` over 500 ms. The spec's 70 px offset is counted from the nav's
 * sticky `top` (the header height above it), so the section lands just under both bars.
 */
export function useScrollToCategory(nav: RefObject<HTMLElement | null>, offset: number, paused: RefObject<boolean>): (id: string) => void {
  const running = useRef<ScrollAnimation | null>(null);

  useEffect(() => () => running.current?.cancel(), []);

  return useCallback(
    (id: string) => {
      const section = document.getElementById(`category-${id}`);
      if (!section) return;
      const stickyTop = nav.current ? parseFloat(getComputedStyle(nav.current).top) || 0 : 0;
      const target = categoryScrollTarget(section, stickyTop, offset);
      running.current?.cancel();
      paused.current = true;
      // The visitor's own wheel or touch wins over the animation.
      const interrupt = () => finish(false);
      const finish = (arrived: boolean) => {
        running.current?.cancel();
        running.current = null;
        paused.current = false;
        window.removeEventListener('wheel', interrupt);
        window.removeEventListener('touchstart', interrupt);
        window.dispatchEvent(new Event('scroll'));
        if (!arrived) return;
        // Move keyboard focus to the category like an in-page link would, without another jump.
        if (!section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1');
        section.focus({ preventScroll: true });
      };
      window.addEventListener('wheel', interrupt, { passive: true });
      window.addEventListener('touchstart', interrupt, { passive: true });
      running.current = animateScroll(window.scrollY, target, CATEGORY_SCROLL_MS, (y) => window.scrollTo(0, y), () => finish(true));
    },
    [nav, offset, paused],
  );
}
