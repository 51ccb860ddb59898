/**
 * A checkout path of the spec's routes (`/store/{storename}/checkout`, `/store/{storename}/checkout/{orderid}`,
 * with an optional `/zh-CN` prefix): its storename and locale prefix, or null for any other path.
 */
export function checkoutPathOf(pathname: string): { storename: string; prefix: string } | null {
  const match = /^(\/zh-CN)?\/store\/([^/]+)\/checkout(?:\/[^/]*)?\/?$/.exec(pathname);
  if (!match) return null;
  try {
    return { storename: decodeURIComponent(match[2]), prefix: match[1] ?? '' };
  } catch {
    return null;
  }
}
