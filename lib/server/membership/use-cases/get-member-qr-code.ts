import 'server-only';
import { requireMembershipAccess } from '@/lib/server/auth/membership-access';
import type { CookieReader } from '@/lib/server/auth/member-session';
import type { Container } from '@/lib/server/container';
import { memberQrPng } from '../member-qr-code';

/** The member's QR code PNG (their member code), for the member themself or their fresh sign-up only; AppError NOT_FOUND for anyone else. */
export async function getMemberQrCode({ app, cookies, userId }: { app: Pick<Container, 'auth' | 'users' | 'sessions'>; cookies: CookieReader; userId: string }): Promise<Buffer> {
  const user = await requireMembershipAccess({ cookies, userId, app });
  return memberQrPng(user.CustomerMemberCode ?? user.ID);
}
