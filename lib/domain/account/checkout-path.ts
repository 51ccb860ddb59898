/**
 * A checkout path of the spec's routes (`/store/{storename}/checkout`, `/store/{storename}/checkout/{orderid}`,
 * with an optional `/zh-CN` prefix): its storename and locale prefix, or null for any other path
 * and for the gift checkout `/store/{storename}/checkout/giftcards`.
 */
export function checkoutPathOf(pathname: string): { storename: string; prefix: string } | null {
  // The gift checkout is always as a guest (part 1 §2): no login rule applies to it.
  if (/^(\/zh-CN)?\/store\/[^/]+\/checkout\/giftcards\/?$/.test(pathname)) return null;
  const match = /^(\/zh-CN)?\/store\/([^/]+)\/checkout(?:\/[^/]*)?\/?$/.exec(pathname);
  if (!match) return null;
  try {
    return { storename: decodeURIComponent(match[2]), prefix: match[1] ?? '' };
  } catch {
    return null;
  }
}
