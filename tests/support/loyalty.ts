import { randomUUID } from 'node:crypto';
import { ZLoyaltyEntrySchema, type TLoyaltyEntry, type TStampBalance } from '@/lib/schemas/entities';
import { COLLECTIONS } from '@/lib/server/collections';
import type { Container } from '@/lib/server/container';
import type { AccountClient } from './accounts';

/** The signed-in member's id, as GET /api/auth/session tells their browser. */
export async function memberIdOf(client: AccountClient): Promise<string> {
  return ((await client.session()).json.member as unknown as { id: string }).id;
}

/**
 * A member's balance and history as earlier orders would have left them (the pages only read
 * them; the order flows write them): the points and stamps on the user, and the history lines,
 * each checked against the entry's schema.
 */
export async function giveLoyalty(
  app: Container,
  userId: string,
  { points, stamps = [], entries = [] }: { points?: number; stamps?: TStampBalance[]; entries?: Omit<TLoyaltyEntry, 'ID' | 'UserID'>[] },
): Promise<TLoyaltyEntry[]> {
  if (points !== undefined) await app.documents.update(COLLECTIONS.users, userId, { RewardPoints: points, EarnedRewardPoints: points, SpentRewardPoints: 0 });
  if (stamps.length > 0) await app.documents.update(COLLECTIONS.users, userId, { Stamps: stamps });
  const written = entries.map((entry) => ZLoyaltyEntrySchema.parse({ ID: randomUUID(), UserID: userId, ...entry }));
  await app.documents.setMany(
    COLLECTIONS.loyaltyEntries,
    written.map((entry) => ({ id: String(entry.ID), data: entry })),
  );
  return written;
}
