'use client';

import { useEffect, useRef, useState, type RefObject } from 'react';
import { animateScroll, type ScrollAnimation } from '@/components/store/category-nav/animate-scroll';
import type { SwipeDirection } from './use-swipe';

interface Edges {
  atStart: boolean;
  atEnd: boolean;
}

/** One page: as many whole cards as the track shows, or the track width when cards are not laid out. */
export function pageStep(track: HTMLElement): number {
  const [first, second] = [...track.children] as HTMLElement[];
  const stride = first && second ? second.offsetLeft - first.offsetLeft : 0;
  if (stride <= 0) return track.clientWidth;
  return Math.max(1, Math.floor(track.clientWidth / stride)) * stride;
}

function edgesOf(track: HTMLElement, current: Edges): Edges {
  const atStart = track.scrollLeft <= 1;
  const atEnd = track.scrollLeft + track.clientWidth >= track.scrollWidth - 1;
  return current.atStart === atStart && current.atEnd === atEnd ? current : { atStart, atEnd };
}

/**
 * Previous/next paging of a horizontally scrolling track, animated over `duration` ms. `watch`
 * re-attaches the size observer when the track is re-rendered (for example after being hidden).
 */
export function useCarouselPaging(track: RefObject<HTMLElement | null>, duration: number, watch: unknown) {
  // Until measured both ends count as reached, which hides the buttons of a track that fits.
  const [edges, setEdges] = useState<Edges>({ atStart: true, atEnd: true });
  const running = useRef<ScrollAnimation | null>(null);

  useEffect(() => {
    const element = track.current;
    if (!element || typeof ResizeObserver !== 'function') return;
    // A ResizeObserver reports once on observe, which takes the first reading too.
    const observer = new ResizeObserver(() => setEdges((current) => edgesOf(element, current)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [track, watch]);

  useEffect(() => () => running.current?.cancel(), []);

  function update() {
    const element = track.current;
    if (element) setEdges((current) => edgesOf(element, current));
  }

  function page(direction: SwipeDirection) {
    const element = track.current;
    if (!element) return;
    const max = Math.max(0, element.scrollWidth - element.clientWidth);
    const step = pageStep(element) * (direction === 'next' ? 1 : -1);
    const target = Math.min(max, Math.max(0, element.scrollLeft + step));
    running.current?.cancel();
    running.current = animateScroll(
      element.scrollLeft,
      target,
      duration,
      (x) => {
        element.scrollLeft = x;
      },
      update,
    );
  }

  return { ...edges, page, update };
}
