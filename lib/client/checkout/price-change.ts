/**
 * What a 409 PRICE_CHANGED answer changed (issue 36). The page prices a card it does not know yet
 * (a member's kept card, a number the lookup could not answer) as a credit card; when the server,
 * which asks the provider, finds a debit or prepaid card, only the card surcharge is gone. That is
 * no change of the store's prices, and the page says so instead of "Prices have changed".
 */
import type { PricedCart } from '@/lib/domain/cart';
import { toCents } from '@/lib/domain/money';
import type { TPriceChangedDetails } from '@/lib/views/order';

export type PriceChangeReason = 'cardSurcharge' | 'prices';

export function priceChangeReason(details: TPriceChangedDetails, shown: Pick<PricedCart, 'total' | 'bankCardSurcharge'>): PriceChangeReason {
  const shownSurcharge = shown.bankCardSurcharge?.amount ?? 0;
  const serverSurcharge = toCents(details.bankCardSurcharge);
  const sameGoods = toCents(details.total) - serverSurcharge === shown.total - shownSurcharge;
  return sameGoods && serverSurcharge < shownSurcharge ? 'cardSurcharge' : 'prices';
}

/** The server's new total of a 409 PRICE_CHANGED, in cents: its answer speaks dollars. */
export function priceChangedTotalCents(details: Pick<TPriceChangedDetails, 'total'>): number {
  return toCents(details.total);
}
