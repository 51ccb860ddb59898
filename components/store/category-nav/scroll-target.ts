/** The bottom of the sticky bars (the top menu and the category nav under it) once they stick. */
export function stickyBarsBottom(nav: HTMLElement | null): number {
  if (!nav) return 0;
  return (parseFloat(getComputedStyle(nav).top) || 0) + nav.getBoundingClientRect().height;
}

/**
 * Where the window must scroll so the section's top meets `barsBottom`, within the page's scroll
 * range. Read it again as the page lays out: menu sections after the first skip their layout
 * until they come near the view (`content-visibility: auto` in store.module.css) and stand in at
 * 900 px until then, so a section's place changes as the ones above it render on the way.
 */
export function categoryScrollTarget(section: Element, barsBottom: number): number {
  const top = section.getBoundingClientRect().top + window.scrollY - barsBottom;
  const last = Math.max(0, document.documentElement.scrollHeight - window.innerHeight);
  return Math.round(Math.min(Math.max(0, top), last));
}
