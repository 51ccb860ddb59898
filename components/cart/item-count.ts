import type { PricedLine } from '@/lib/domain/cart';

/** Items in the cart as the customer counts them: quantities, not lines. */
export function itemCountOf(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + Math.max(0, line.item.quantity), 0);
}
