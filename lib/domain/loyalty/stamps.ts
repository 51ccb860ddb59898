/**
 * Stamps (our reading of the spec's "stamps shown as points over required points"; the stamp
 * card's shape is lib/schemas/entities/loyalty.ts): each unit of a qualifying product (by product
 * id or category) earns StampsPerItem stamps on the card, credited when the order is completed;
 * reward lines earn nothing. Balances never go below zero.
 */
import { isExpired } from './expiry';

export interface TStampDelta {
  StoreID: string;
  StampCardID: string;
  Stamps: number;
}

export interface StampCardLike {
  ID: string | number;
  RequiredStamps: number;
  StampsPerItem?: number;
  QualifyingCategoryIDs?: readonly (string | number)[];
  QualifyingProductIDs?: readonly (string | number)[];
  Disabled?: boolean;
  ExpiredDate?: number | string | null;
}

export interface StampedLine {
  productId: string | number;
  categoryIds: readonly (string | number)[];
  quantity: number;
  /** a reward line (points or stamps) */
  reward: boolean;
}

export function isStampCardActive(card: StampCardLike, nowSeconds: number): boolean {
  return !card.Disabled && !isExpired(card.ExpiredDate, nowSeconds);
}

function qualifies(card: StampCardLike, line: StampedLine): boolean {
  const products = (card.QualifyingProductIDs ?? []).map(String);
  const categories = (card.QualifyingCategoryIDs ?? []).map(String);
  return products.includes(String(line.productId)) || line.categoryIds.some((id) => categories.includes(String(id)));
}

/** The stamps an order's lines earn at `storeId`, one delta per active card that gains any. */
export function stampsEarnedBy(storeId: string, lines: readonly StampedLine[], cards: readonly StampCardLike[] | null | undefined, nowSeconds: number): TStampDelta[] {
  return (cards ?? [])
    .filter((card) => isStampCardActive(card, nowSeconds))
    .map((card) => ({
      StoreID: storeId,
      StampCardID: String(card.ID),
      Stamps: lines.filter((line) => !line.reward && qualifies(card, line)).reduce((sum, line) => sum + line.quantity, 0) * (card.StampsPerItem ?? 1),
    }))
    .filter((delta) => delta.Stamps > 0);
}

export interface StampBalanceLike {
  StoreID: string;
  StampCardID: string;
  Stamps: number;
}

/** Balances after adding (`sign` 1) or taking (`sign` −1) the deltas; never below zero. */
export function applyStampDeltas<T extends StampBalanceLike>(balances: readonly T[] | null | undefined, deltas: readonly TStampDelta[], sign: 1 | -1): StampBalanceLike[] {
  const next: StampBalanceLike[] = (balances ?? []).map((b) => ({ ...b }));
  for (const delta of deltas) {
    const found = next.find((b) => b.StoreID === delta.StoreID && b.StampCardID === delta.StampCardID);
    if (found) found.Stamps = Math.max(0, found.Stamps + sign * delta.Stamps);
    else if (sign > 0) next.push({ StoreID: delta.StoreID, StampCardID: delta.StampCardID, Stamps: delta.Stamps });
  }
  return next;
}

/** Stamps held on one card at one store. */
export function stampsHeld(balances: readonly StampBalanceLike[] | null | undefined, storeId: string, cardId: string): number {
  return (balances ?? []).find((b) => b.StoreID === storeId && b.StampCardID === cardId)?.Stamps ?? 0;
}
