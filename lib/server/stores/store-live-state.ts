import 'server-only';
import type { TStore } from '@/lib/schemas/entities';
import type { TStoreLiveState } from '@/lib/views/store';

/**
 * What an open store page watches between renders (spec part 1 §9: re-evaluated every 30 s):
 * whether the store takes online orders (the board's pause) and which products its board marked
 * sold out. A change sends the page to render again and its cart to drop what is sold out.
 */
export function storeLiveState(store: Pick<TStore, 'IsInOperation' | 'BoardSoldOut'>): TStoreLiveState {
  return { inOperation: store.IsInOperation !== false, soldOut: Object.keys(store.BoardSoldOut ?? {}).sort() };
}
