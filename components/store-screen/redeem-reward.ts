'use client';

import { productDialogData } from '@/components/menu/product-dialog/dialog-data';
import type { RewardRule } from '@/lib/domain/loyalty/rewards';
import type { TMenu } from '@/lib/schemas/entities';
import type { NewCartLine } from '@/lib/client/cart/cart-store';
import { serverNow } from '@/lib/client/server-clock';

/**
 * Redeeming a reward (part 1 §4 "Redemption: a reward product with option groups opens a dialog,
 * else is added directly"): 'dialog' when its product has option groups to choose, 'added' once
 * a product without them is in the cart at the reward's price, 'unavailable' when the menu no
 * longer sells it (sold out or gone).
 */
export async function redeemReward(menu: TMenu, reward: RewardRule, addLine: (line: NewCartLine) => void): Promise<'added' | 'dialog' | 'unavailable'> {
  const data = productDialogData(menu, reward.ProductVariant, Math.floor(serverNow() / 1000));
  if (!data) return 'unavailable';
  if (data.optionGroups.length > 0) return 'dialog';
  // The line builder and the cart's schema load with the first redemption, as they do with the dialog.
  const [{ buildLine, newUniqueId }, { lineFromItem }] = await Promise.all([import('@/components/menu/product-dialog/build-line'), import('@/lib/client/cart/line-from-item')]);
  const line = lineFromItem(
    buildLine({ product: data.product, uniqueId: newUniqueId(data.product.ID), quantity: 1, note: '', modifiers: [], upgrades: {}, redemptionRule: reward }),
  );
  if (!line) return 'unavailable';
  addLine(line);
  return 'added';
}
