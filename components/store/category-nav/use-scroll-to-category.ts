'use client';

import { useEffect, useRef, type RefObject } from 'react';
import { animateScroll, type ScrollAnimation } from './animate-scroll';
import { CATEGORY_SCROLL_MS } from './constants';
import { categoryScrollTarget, stickyBarsBottom } from './scroll-target';

/**
 * The category a jump chose, held against scroll-spy: `y` is null while the window moves, then
 * the place it landed. Until the visitor scrolls away from there the chosen category stays
 * highlighted, even where a short one, or one at the page's end, puts another past the threshold.
 */
export interface CategoryPin {
  id: string;
  y: number | null;
}

/** Frames the landing is watched for a late shift (sections rendering near it, a carousel above). */
const SETTLE_FRAMES = 30;
/** Frames in a row the target must hold still for the landing to count as settled. */
const STILL_FRAMES = 10;

/**
 * Smooth scroll of the window to `#category-<id>` over 500 ms (spec §2), its top just under the
 * sticky bars (their real height: the spec's 70 px offset was its own bars'). The aim is taken
 * again at every frame and for a few frames after landing, since the sections passed on the way
 * render and take their real heights: the target lands where it really is, without laying out the
 * whole menu up front. `setPin` reports the jump to scroll-spy.
 */
export function scrollWindowToCategory(id: string, nav: HTMLElement | null, setPin: (pin: CategoryPin | null) => void): ScrollAnimation | null {
  const section = document.getElementById(`category-${id}`);
  if (!section) return null;
  const target = () => categoryScrollTarget(section, stickyBarsBottom(nav));
  let animation: ScrollAnimation | null = null;
  let frame = 0;
  const stopListening = () => {
    window.removeEventListener('wheel', interrupt);
    window.removeEventListener('touchstart', interrupt);
  };
  const stop = () => {
    animation?.cancel();
    if (frame !== 0) window.cancelAnimationFrame(frame);
    frame = 0;
    stopListening();
  };
  // The visitor's own wheel or touch wins over the animation; scroll-spy follows the page again.
  const interrupt = () => {
    stop();
    setPin(null);
    window.dispatchEvent(new Event('scroll'));
  };
  // Arrived: the category is the chosen one, then the landing is watched for a late shift.
  const land = () => {
    setPin({ id, y: window.scrollY });
    // Move keyboard focus to the category like an in-page link would, without another jump.
    if (!section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1');
    section.focus({ preventScroll: true });
    watch(SETTLE_FRAMES, 0);
  };
  const watch = (left: number, still: number) => {
    const aim = target();
    const moved = Math.abs(aim - window.scrollY) > 1;
    if (moved) {
      setPin({ id, y: aim });
      window.scrollTo(0, aim);
    }
    const nextStill = moved ? 0 : still + 1;
    if (nextStill >= STILL_FRAMES || left <= 0 || typeof window.requestAnimationFrame !== 'function') {
      frame = 0;
      stopListening();
      return;
    }
    frame = window.requestAnimationFrame(() => watch(left - 1, nextStill));
  };
  setPin({ id, y: null });
  window.addEventListener('wheel', interrupt, { passive: true });
  window.addEventListener('touchstart', interrupt, { passive: true });
  animation = animateScroll(window.scrollY, target, CATEGORY_SCROLL_MS, (y) => window.scrollTo(0, y), land);
  return { cancel: stop };
}

/** The category scroll of the nav, with the pin scroll-spy reads. */
export function useScrollToCategory(nav: RefObject<HTMLElement | null>) {
  const running = useRef<ScrollAnimation | null>(null);
  const pin = useRef<CategoryPin | null>(null);

  useEffect(() => () => running.current?.cancel(), []);

  function scrollTo(id: string) {
    running.current?.cancel();
    running.current = scrollWindowToCategory(id, nav.current, (next) => {
      pin.current = next;
    });
  }

  return { scrollTo, pin };
}
