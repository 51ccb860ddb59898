import 'server-only';
import type { TProfilePageView } from '@/lib/views/account';
import type { Container } from '../container';
import { readMemberSession, type CookieReader } from '../auth/member-session';
import { cardKeeperOf, storedCardViews } from '../payments/use-cases/list-stored-cards';
import { profileView } from '../accounts/use-cases/save-profile';

/**
 * The /profile page's one loader: the session's own member, checked here (null without one: the
 * page sends the visitor to sign in), their stored cards and how a card is added (Stripe
 * Elements when Stripe keeps the cards, else the sandbox's card fields), and the store to return
 * to when the `store` query names one.
 */
export async function loadProfilePage({
  app,
  cookies,
  storeSlug,
}: {
  app: Pick<Container, 'auth' | 'users' | 'sessions' | 'stores' | 'stripePayments' | 'sandboxPayments' | 'stripePublishableKey'>;
  cookies: CookieReader;
  storeSlug: string | null;
}): Promise<TProfilePageView | null> {
  const member = await readMemberSession({ cookies }, app);
  if (!member) return null;
  const store = storeSlug ? await app.stores.findBySlug(storeSlug) : null;
  const keeper = cardKeeperOf(app);
  const cardForm =
    keeper?.name === 'stripe'
      ? app.stripePublishableKey
        ? { provider: 'stripe' as const, publishableKey: app.stripePublishableKey }
        : null
      : keeper
        ? { provider: 'sandbox' as const }
        : null;
  return { profile: profileView(member.user, member.account.email), cards: storedCardViews(member.user), cardForm, storeSlug: store?.Slug ?? null };
}
