'use client';

import { useRef, type MouseEvent, type TouchEvent } from 'react';

/** A click this soon after a swipe is the browser's synthetic tap, not a choice. */
const CLICK_AFTER_SWIPE_MS = 500;

export type SwipeDirection = 'next' | 'previous';

/**
 * Touch swipe for a carousel track (the track sets `touch-action: pan-y`, so sideways moves are
 * ours): a horizontal move beyond `threshold` px pages the carousel, a smaller one is a tap.
 */
export function useSwipe(threshold: number, onSwipe: (direction: SwipeDirection) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const swipedAt = useRef(-Infinity);

  return {
    onTouchStart(event: TouchEvent) {
      const touch = event.touches[0];
      start.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd(event: TouchEvent) {
      const from = start.current;
      const touch = event.changedTouches[0];
      start.current = null;
      if (!from || !touch) return;
      const dx = touch.clientX - from.x;
      const dy = touch.clientY - from.y;
      // Mostly vertical means the page is being scrolled: leave it alone.
      if (Math.abs(dx) <= threshold || Math.abs(dx) < Math.abs(dy)) return;
      swipedAt.current = event.timeStamp;
      onSwipe(dx < 0 ? 'next' : 'previous');
    },
    onTouchCancel() {
      start.current = null;
    },
    /** Swallows the click that some browsers still send after a short swipe. */
    onClickCapture(event: MouseEvent) {
      if (event.timeStamp - swipedAt.current < CLICK_AFTER_SWIPE_MS) {
        event.preventDefault();
        event.stopPropagation();
      }
    },
  };
}
