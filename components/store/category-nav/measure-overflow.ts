/**
 * Which links fold into More: as many as fit in `available` stay in the row. Links hidden by the
 * search filter (`display: none`, so no width) neither take room nor go to More.
 */
export function overflowingIds(items: { id: string; width: number }[], available: number, moreWidth: number, gap: number): string[] {
  const shown = items.filter((item) => item.width > 0);
  const total = shown.reduce((sum, item, index) => sum + item.width + (index > 0 ? gap : 0), 0);
  if (total <= available) return [];
  let used = moreWidth;
  let fit = 0;
  for (const item of shown) {
    const next = used + gap + item.width;
    if (next > available) break;
    used = next;
    fit += 1;
  }
  return shown.slice(fit).map((item) => item.id);
}
