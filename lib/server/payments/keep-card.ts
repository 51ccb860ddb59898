import 'server-only';
import type { TStoredCard, TUser } from '@/lib/schemas/entities';
import { COLLECTIONS } from '../collections';
import type { Container } from '../container';
import type { PaymentProvider, PaymentSource, SavedCard } from '../ports/payment-gateway';

/** A card the provider kept, as the member's StoredCards entry: masked, with the provider keeping it. */
export function storedCardOf(card: SavedCard, provider: PaymentProvider['name']): TStoredCard {
  return {
    ElidedPan: `**** **** **** ${card.last4}`,
    CardType: card.brand ?? '',
    CardIdentifier: card.cardIdentifier,
    Provider: provider,
    ExpiryMonth: card.expiryMonth,
    ExpiryYear: card.expiryYear,
  };
}

/**
 * Has the provider keep a card for the member (their customer there made with their first card)
 * and lists it in their StoredCards, masked: My account's add, and the checkout's "save this card".
 */
export async function keepCard({
  app,
  provider,
  user: member,
  email,
  source,
  idempotencyKey,
}: {
  app: Pick<Container, 'documents'>;
  provider: PaymentProvider;
  user: TUser;
  email: string;
  source: PaymentSource;
  idempotencyKey: string;
}): Promise<{ user: TUser; card: SavedCard; customerId: string }> {
  const userId = member.ID;
  const { customerId, card } = await provider.saveCard({
    idempotencyKey,
    member: { userId, email, name: `${member.FirstName ?? ''} ${member.LastName ?? ''}`.trim() },
    customerId: member.PaymentCustomers?.[provider.name] ?? null,
    source,
  });
  const user = await app.documents.runTransaction(async (tx) => {
    const current = (await tx.get<TUser>(COLLECTIONS.users, userId))!;
    const cards = current.StoredCards ?? [];
    // A retried add finds its card already listed.
    const known = cards.some((stored) => stored.CardIdentifier === card.cardIdentifier);
    const next: TUser = {
      ...current,
      PaymentCustomers: { ...current.PaymentCustomers, [provider.name]: customerId },
      StoredCards: known ? cards : [...cards, storedCardOf(card, provider.name)],
    };
    tx.set(COLLECTIONS.users, userId, next);
    return next;
  });
  return { user, card, customerId };
}
