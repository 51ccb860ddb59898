import 'server-only';

/**
 * Spec part 1 §4: "Page load shows a skeleton until menu and store load". A server-rendered page
 * has its store and menu before its first byte when they come quickly (the kept reads, a local
 * database): then the page is sent whole, since a skeleton would only hold back a menu that is
 * already there (React reveals streamed content at least 300 ms after the fallback's paint).
 * When they take longer than this, the skeleton is sent first and the menu streams in behind it.
 */
export const SKELETON_AFTER_MS = 100;

/** Whether `promise` settles (either way) within `ms`; it is not cancelled either way. */
export function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    const settled = () => {
      clearTimeout(timer);
      resolve(true);
    };
    promise.then(settled, settled);
  });
}
