/**
 * The member's loyalty pages (part 1 §2 `/{storename}/loyalty` and `/{storename}/userStamps`):
 * what their loaders (lib/server/pages/load-loyalty-page.ts, load-stamps-page.ts) hand the
 * pages.
 */
import type { TLoyaltyEntryKind } from '@/lib/schemas/entities';

/** The top bar of a member page: the brand (head office) or the store's name, and whether the brand has a stores list. */
export interface TMemberPageHeader {
  title: string;
  branded: boolean;
}

/** One line of the member's points or stamps history. */
export interface TLoyaltyHistoryItem {
  id: string;
  kind: TLoyaltyEntryKind;
  /** signed points (or stamps): earned and returned +, redeemed −, a completed order refunded − */
  amount: number;
  orderNumber: string | null;
  storeName: string;
  /** seconds since the epoch, shown in the store's zone */
  createdOn: number;
  timeZone: string;
  /** the stamp card's name on a stamps line */
  cardName: string | null;
}

/** A reward of the store's menu (a redemption rule in force), and whether the balance reaches it. */
export interface TRewardView {
  name: string;
  points: number;
  affordable: boolean;
}

/** An earning rule in force: `points` for every `dollarSpent` spent. */
export interface TEarningView {
  dollarSpent: number;
  points: number;
}

/** /{storename}/loyalty: the balance, its value at this store, the ring, the rewards, how points are earned, the history. */
export interface TLoyaltyPageView {
  storeSlug: string;
  header: TMemberPageHeader;
  currencyLocaleName: string | null;
  points: number;
  /** dollars the balance is worth at this store's PointsToDollarRatio; null where points have no value here */
  value: number | null;
  /** PointsToDollarRatio when above 0: that many points are worth a dollar */
  pointsPerDollar: number | null;
  /** progress towards the first reward in force; null where the store has none */
  ring: { fraction: number; arc: number; target: number; rewardName: string } | null;
  rewards: TRewardView[];
  earning: TEarningView[];
  /** IsEarnPointsWhenRedeem: an order paid with points earns points too */
  earnWhenRedeeming: boolean;
  /** the member's points lines, newest first */
  history: TLoyaltyHistoryItem[];
}

/** One stamp card of the store's menu with the member's stamps on it. */
export interface TStampCardView {
  id: string;
  name: string;
  description: string | null;
  stamps: number;
  required: number;
  /** 0..1, for the progress bar */
  fraction: number;
  complete: boolean;
  /** the reward: a product's name, or dollars off; null where its product has left the menu */
  reward: { product: string } | { value: number } | null;
}

/** /{storename}/userStamps: the member's stamp cards at this store and their stamps history here. */
export interface TStampsPageView {
  storeSlug: string;
  header: TMemberPageHeader;
  currencyLocaleName: string | null;
  cards: TStampCardView[];
  /** the member's stamps lines at this store, newest first */
  history: TLoyaltyHistoryItem[];
}
