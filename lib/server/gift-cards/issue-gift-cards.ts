import 'server-only';
import { randomBytes } from 'node:crypto';
import type { Locale } from '@/lib/i18n/routing';
import { COLLECTIONS } from '../collections';
import type { Transaction } from '../ports/document-store';
import type { TrackingOrderDocument } from '../orders/order-documents';
import type { GiftOrderFields } from './gift-order-lines';

/** A gift card issued for a paid gift order: its code, value and recipient (the giftCards collection). */
export type TGiftCard = {
  Code: string;
  /** dollars */
  Value: number;
  /** dollars not yet spent: the card's value when issued */
  Balance: number;
  ProductID: string;
  Name: string;
  OrderID: string;
  OrderNumber: string;
  StoreID: string;
  StoreName: string;
  RecipientEmail: string;
  From: string;
  To: string;
  Message: string;
  Locale: Locale;
  /** epoch seconds */
  IssuedOn: number;
  /** epoch seconds the recipient's mail was handed over; null until then */
  EmailedOn: number | null;
};

/** 32 letters and digits without 0/O and 1/I, so a code read aloud or typed is not mistaken. */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/**
 * 16 characters of 5 random bits each (80 bits from the system's CSPRNG) in four groups: a card
 * code cannot be guessed, and two cards never share one in practice.
 */
export function newGiftCardCode(): string {
  const bytes = randomBytes(16);
  const chars = Array.from(bytes, (byte) => ALPHABET[byte & 31]);
  return [0, 4, 8, 12].map((start) => chars.slice(start, start + 4).join('')).join('-');
}

/** A card's document id: the order and its place in it, so issuing the same order again finds the cards it made. */
export const giftCardId = (orderId: string, line: number, copy: number) => `${orderId}-${line + 1}-${copy + 1}`;

function giftFieldsOf(order: TrackingOrderDocument): GiftOrderFields | null {
  const fields = order as TrackingOrderDocument & Partial<GiftOrderFields>;
  return fields.IsLiability === true && Array.isArray(fields.GiftLines) ? { IsLiability: true, GiftLines: fields.GiftLines } : null;
}

/** The cards a paid gift order still lacks, read before the settling transaction writes anything (reads come first). */
export interface GiftCardPlan {
  order: TrackingOrderDocument;
  gift: GiftOrderFields;
  missing: { id: string; line: GiftOrderFields['GiftLines'][number] }[];
}

/**
 * Reads which of a gift order's cards exist: one card per unit bought, ids following the order's
 * lines. Null for an order that is not a gift order.
 */
export async function planGiftCards(tx: Transaction, order: TrackingOrderDocument): Promise<GiftCardPlan | null> {
  const gift = giftFieldsOf(order);
  if (!gift) return null;
  const slots = gift.GiftLines.flatMap((line, index) => Array.from({ length: line.Quantity }, (_, copy) => ({ id: giftCardId(order.UDID, index, copy), line })));
  const existing = await Promise.all(slots.map((slot) => tx.get<TGiftCard>(COLLECTIONS.giftCards, slot.id)));
  return { order, gift, missing: slots.filter((_, index) => !existing[index]) };
}

/**
 * Issues the cards of a gift order that has just been paid, inside the transaction that settles
 * its payment: each with its own code and value. A card already there is kept as it is (the plan
 * leaves it out), so the cards are issued once however often the payment's news arrives.
 * Answers the cards written now (to be mailed).
 */
export function issueGiftCards(tx: Transaction, { order, missing }: GiftCardPlan, nowSeconds: number): { id: string; card: TGiftCard }[] {
  return missing.map(({ id, line }) => {
    const card: TGiftCard = {
      Code: newGiftCardCode(),
      Value: line.Value,
      Balance: line.Value,
      ProductID: line.ProductID,
      Name: line.Name,
      OrderID: order.UDID,
      OrderNumber: order.OrderNumber ?? '',
      StoreID: String(order.StoreID),
      StoreName: order.StoreName,
      RecipientEmail: line.Email,
      From: line.From,
      To: line.To,
      Message: line.Message,
      // The buyer's language (the order's): the recipient's mail is written in it.
      Locale: order.Locale ?? 'en',
      IssuedOn: nowSeconds,
      EmailedOn: null,
    };
    tx.set<TGiftCard>(COLLECTIONS.giftCards, id, card);
    return { id, card };
  });
}
