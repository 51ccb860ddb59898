import 'server-only';
import { checkoutAccess, type CheckoutAccess } from '@/lib/domain/account/checkout-access';
import { container } from '../container';
import { findStore } from '../stores/find-store';
import { readMemberSession, type CookieReader } from './member-session';

/**
 * The proxy's look at a checkout path (part 1 §2 navigation rules): whether the store behind
 * `storename` lets this request's customer check out; null when the store is not found (the page
 * answers that). The page and the order handler check again themselves.
 */
export async function checkoutGate(storename: string, cookies: CookieReader): Promise<{ access: CheckoutAccess; slug: string } | null> {
  const app = await container();
  const found = await findStore({ app, by: { storename } });
  if (!found) return null;
  const switches = found.store.ViewComponentConfigs;
  // Most stores do not make login mandatory: no session is read for them.
  if (checkoutAccess(switches, null) === 'allowed') return { access: 'allowed', slug: found.store.Slug };
  const member = await readMemberSession({ cookies }, app);
  return { access: checkoutAccess(switches, member ? { isVerified: member.user.isVerified === true } : null), slug: found.store.Slug };
}
