import 'server-only';
import type { NextRequest, NextResponse } from 'next/server';
import type { TUser } from '@/lib/schemas/entities';
import type { TSessionView } from '@/lib/views/account';
import type { Container } from '../container';
import { jsonResponse } from '../http/json-response';
import type { Account } from '../ports/auth';
import { knownDeviceCookie } from './known-device';
import { memberView, openSessionCookie } from './member-session';

/**
 * The answer of every sign-in (password, registration, a new password from a link, Google or
 * Facebook): `{ member }`, never cached, a new session's cookie, and the known-device cookie
 * renewed for the account. A header record holds one Set-Cookie, so each is appended on its own.
 */
export async function signedInAnswer(
  request: NextRequest,
  app: Pick<Container, 'sessions'>,
  { account, user, remember, status = 200 }: { account: Account; user: TUser; remember: boolean; status?: number },
): Promise<NextResponse> {
  const body: TSessionView = { member: memberView(user, account) };
  const cookies = [await openSessionCookie(app, account, remember), await knownDeviceCookie(request, account)];
  const response = await jsonResponse(request, body, { status, headers: { 'Cache-Control': 'private, no-store' } });
  for (const cookie of cookies) response.headers.append('Set-Cookie', cookie);
  return response;
}
