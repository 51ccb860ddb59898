/** Spec §2 and §9: category scroll takes 500 ms and stops 70 px short; scroll-spy threshold 300 px. */
export const CATEGORY_SCROLL_MS = 500;
export const CATEGORY_SCROLL_OFFSET = 70;
export const SCROLL_SPY_THRESHOLD = 300;
/** Below this width the links scroll sideways instead of folding into More (phones, < 768 px). */
export const PHONE_QUERY = '(max-width: 767px)';
