'use client';

import { useEffect, useRef, type RefObject } from 'react';
import { animateScroll, type ScrollAnimation } from './animate-scroll';
import { CATEGORY_SCROLL_MS } from './constants';

/** Where the window must scroll so the section top sits `offset` px below the sticky nav's own top. */
export function categoryScrollTarget(section: Element, stickyTop: number, offset: number): number {
  return Math.max(0, Math.round(section.getBoundingClientRect().top + window.scrollY - stickyTop - offset));
}

/**
 * Smooth scroll of the window to `#category-<id>` over 500 ms. The spec's 70 px offset is counted
 * from the nav's sticky `top` (the header height above it), so the section lands under both bars.
 * `setBusy` reports the animation so scroll-spy can wait for it.
 */
export function scrollWindowToCategory(id: string, nav: HTMLElement | null, offset: number, setBusy: (busy: boolean) => void): ScrollAnimation | null {
  const section = document.getElementById(`category-${id}`);
  if (!section) return null;
  const stickyTop = nav ? parseFloat(getComputedStyle(nav).top) || 0 : 0;
  const target = categoryScrollTarget(section, stickyTop, offset);
  let animation: ScrollAnimation | null = null;
  // The visitor's own wheel or touch wins over the animation.
  const interrupt = () => {
    animation?.cancel();
    finish(false);
  };
  function finish(arrived: boolean) {
    setBusy(false);
    window.removeEventListener('wheel', interrupt);
    window.removeEventListener('touchstart', interrupt);
    // One fresh scroll-spy reading now that the highlight is free to follow the page again.
    window.dispatchEvent(new Event('scroll'));
    if (!arrived || !section) return;
    // Move keyboard focus to the category like an in-page link would, without another jump.
    if (!section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1');
    section.focus({ preventScroll: true });
  }
  setBusy(true);
  window.addEventListener('wheel', interrupt, { passive: true });
  window.addEventListener('touchstart', interrupt, { passive: true });
  animation = animateScroll(
    window.scrollY,
    target,
    CATEGORY_SCROLL_MS,
    (y) => window.scrollTo(0, y),
    () => finish(true),
  );
  return {
    cancel: () => {
      animation?.cancel();
      setBusy(false);
      window.removeEventListener('wheel', interrupt);
      window.removeEventListener('touchstart', interrupt);
    },
  };
}

/** The category scroll of the nav, with the `paused` flag scroll-spy reads. */
export function useScrollToCategory(nav: RefObject<HTMLElement | null>, offset: number) {
  const running = useRef<ScrollAnimation | null>(null);
  const paused = useRef(false);

  useEffect(() => () => running.current?.cancel(), []);

  function scrollTo(id: string) {
    running.current?.cancel();
    running.current = scrollWindowToCategory(id, nav.current, offset, (busy) => {
      paused.current = busy;
    });
  }

  return { scrollTo, paused };
}
