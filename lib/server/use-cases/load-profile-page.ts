import 'server-only';
import type { TProfilePageView } from '@/lib/views/account';
import type { Container } from '../container';
import { readMemberSession, type CookieReader } from '../auth/member-session';
import { profileView } from './save-profile';

/**
 * The /profile page's one loader: the session's own member, checked here (null without one: the
 * page sends the visitor to sign in), and the store to return to when the `store` query names one.
 */
export async function loadProfilePage({ app, cookies, storeSlug }: { app: Pick<Container, 'auth' | 'users' | 'stores'>; cookies: CookieReader; storeSlug: string | null }): Promise<TProfilePageView | null> {
  const member = await readMemberSession({ cookies }, app);
  if (!member) return null;
  const store = storeSlug ? await app.stores.findBySlug(storeSlug) : null;
  return { profile: profileView(member.user, member.account.email), storeSlug: store?.Slug ?? null };
}
