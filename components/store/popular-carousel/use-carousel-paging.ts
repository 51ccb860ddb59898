'use client';

import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { animateScroll, type ScrollAnimation } from '@/components/store/category-nav/animate-scroll';
import type { SwipeDirection } from './use-swipe';

/** One page: as many whole cards as the track shows, or the track width when cards are not laid out. */
export function pageStep(track: HTMLElement): number {
  const [first, second] = [...track.children] as HTMLElement[];
  const stride = first && second ? second.offsetLeft - first.offsetLeft : 0;
  if (stride <= 0) return track.clientWidth;
  return Math.max(1, Math.floor(track.clientWidth / stride)) * stride;
}

/** Previous/next paging of a horizontally scrolling track, animated over `duration` ms. */
export function useCarouselPaging(track: RefObject<HTMLElement | null>, duration: number, watch: unknown) {
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });
  const running = useRef<ScrollAnimation | null>(null);

  const update = useCallback(() => {
    const element = track.current;
    if (!element) return;
    const atStart = element.scrollLeft <= 1;
    const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 1;
    setEdges((current) => (current.atStart === atStart && current.atEnd === atEnd ? current : { atStart, atEnd }));
  }, [track]);

  useEffect(() => {
    const element = track.current;
    update();
    if (!element || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [track, update, watch]);

  useEffect(() => () => running.current?.cancel(), []);

  const page = useCallback(
    (direction: SwipeDirection) => {
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
    },
    [track, duration, update],
  );

  return { ...edges, page, update };
}
