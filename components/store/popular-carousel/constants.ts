/** Spec §9: the mobile carousel scrolls in 300 ms and a touch counts as a swipe beyond 5 px. */
export const CAROUSEL_SCROLL_MS = 300;
export const SWIPE_THRESHOLD_PX = 5;
/** Session storage key remembering that the visitor skipped the popular carousel. */
export const POPULAR_SKIPPED_KEY = 'popularCarouselSkipped';
