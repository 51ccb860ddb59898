import 'server-only';
import { AppError } from '@/lib/domain/errors/app-error';
import { requireMembershipAccess } from '@/lib/server/auth/membership-access';
import type { CookieReader } from '@/lib/server/auth/member-session';
import type { Container } from '@/lib/server/container';
import { appleWalletPass, type AppleWalletConfig } from '../apple-wallet';
import { requireStoreRecord } from '@/lib/server/stores/find-store';

/**
 * The spec's getAppleWallet: the member's signed .pkpass for the store, for the member themself
 * or their fresh sign-up only (AppError NOT_FOUND for anyone else, and when Apple Wallet is not
 * configured).
 */
export async function openAppleWallet({
  app,
  cookies,
  userId,
  storeId,
  config,
}: {
  app: Pick<Container, 'auth' | 'users' | 'sessions' | 'stores' | 'headOffices'>;
  cookies: CookieReader;
  userId: string;
  storeId: string;
  config: AppleWalletConfig | null;
}): Promise<Buffer> {
  const user = await requireMembershipAccess({ cookies, userId, app });
  if (!config) throw new AppError('NOT_FOUND', 'membership.errors.walletOff');
  const store = await requireStoreRecord({ app, by: { id: storeId } });
  return appleWalletPass({ config, store, user });
}
