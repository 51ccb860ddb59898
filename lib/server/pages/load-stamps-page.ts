import 'server-only';
import { isStampCardActive, stampsHeld, stampsProgress } from '@/lib/domain/loyalty';
import { productOf } from '@/lib/domain/menu/menu-lookup';
import type { TStampCard } from '@/lib/schemas/entities';
import type { TStampCardView, TStampsPageView } from '@/lib/views/loyalty';
import type { CookieReader } from '../auth/member-session';
import { historyItems, readMemberLoyalty, type LoyaltyPageApp } from '../membership/member-loyalty';

/**
 * The stamps page's one loader (part 1 §2 `/{storename}/userStamps`: "stamps shown as points over
 * required points"): the stamp cards in force on this store's menu, each with the session's own
 * member's stamps on it and its reward, and the member's stamps history at this store (stamps
 * belong to a store's card), newest first. Null for an unknown store; 'signIn' without a session.
 */
export async function loadStampsPage({
  app,
  cookies,
  storename,
  now = new Date(),
}: {
  app: LoyaltyPageApp;
  cookies: CookieReader;
  storename: string;
  now?: Date;
}): Promise<TStampsPageView | 'signIn' | null> {
  const loyalty = await readMemberLoyalty({ app, cookies, storename, now });
  if (loyalty === null || loyalty === 'signIn') return loyalty;
  const { store, menu, member } = loyalty;
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const cards: TStampCard[] = menu?.StampCards ?? [];
  const productName = (id: string | number) => (menu ? productOf(menu, id)?.Name : null) ?? null;
  const cardView = (card: TStampCard): TStampCardView => {
    const progress = stampsProgress(stampsHeld(member.Stamps, store.ID, String(card.ID)), card.RequiredStamps);
    const product = card.RewardProductID !== undefined ? productName(card.RewardProductID) : null;
    return {
      id: String(card.ID),
      name: card.Name,
      description: card.Description ?? null,
      stamps: progress.points,
      required: progress.required,
      fraction: progress.fraction,
      complete: progress.complete,
      reward: product !== null ? { product } : card.RewardValue !== undefined ? { value: card.RewardValue } : null,
    };
  };
  const names = new Map(cards.map((card) => [String(card.ID), card.Name]));
  return {
    storeSlug: store.Slug,
    header: loyalty.header,
    currencyLocaleName: store.CurrencyLocaleName ?? null,
    cards: cards.filter((card) => isStampCardActive(card, nowSeconds)).map(cardView),
    history: await historyItems(
      app,
      loyalty.entries.filter((entry) => String(entry.StoreID) === store.ID && entry.Stamps !== undefined && entry.Stamps !== 0),
      (entry) => entry.Stamps ?? 0,
      (entry) => names.get(String(entry.StampCardID)) ?? null,
    ),
  };
}
