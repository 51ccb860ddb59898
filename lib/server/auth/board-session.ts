import 'server-only';
import { createHash } from 'node:crypto';
import { sealData, unsealData } from 'iron-session';
import { AppError } from '@/lib/domain/errors/app-error';
import type { TStore } from '@/lib/schemas/entities';
import type { Container } from '../container';
import { env } from '../env';
import { boardSessionOwner } from '../repositories/session-repository';
import type { CookieReader } from './member-session';
import { sessionSecret } from './session-secret';

/**
 * The order board's staff session (issue 17): a cookie of its own, never the customer's session,
 * sealed with iron-session like it. It names the server's record of the session (ended by the
 * board's sign-out and by a new passcode), one store, and the passcode it was opened with (a
 * fingerprint of the hash), so setting a new passcode signs every board out even before its
 * records are ended.
 */
interface BoardSessionData {
  /** a cookie sealed before there were session records has none and is no session */
  sessionId: string;
  storeId: string;
  passcodeTag: string;
  /** seconds since the epoch */
  expiresAt: number;
}

/** A kitchen tablet stays signed in for a fortnight. */
export const BOARD_SESSION_SECONDS = 14 * 24 * 60 * 60;

const production = () => env().NODE_ENV === 'production';

export function boardCookieName(isProduction = production()): string {
  return isProduction ? '__Host-board-session' : 'board-session';
}

/** A fingerprint of the store's passcode hash: it changes with the passcode and reveals nothing of it. */
function passcodeTag(hash: string): string {
  return createHash('sha256').update(`board:${hash}`, 'utf8').digest('base64url').slice(0, 22);
}

function cookieHeader(value: string, maxAge: number): string {
  return [`${boardCookieName()}=${value}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', ...(production() ? ['Secure'] : []), `Max-Age=${maxAge}`].join('; ');
}

/** The Set-Cookie header of a new board session for the store (its passcode just checked). */
export async function openBoardSessionCookie(app: Pick<Container, 'sessions'>, store: Pick<TStore, 'ID' | 'BoardPasscodeHash'>, now = Date.now()): Promise<string> {
  const sessionId = await app.sessions.open(boardSessionOwner(store.ID), BOARD_SESSION_SECONDS, now);
  const data: BoardSessionData = {
    sessionId,
    storeId: store.ID,
    passcodeTag: passcodeTag(store.BoardPasscodeHash ?? ''),
    expiresAt: Math.floor(now / 1000) + BOARD_SESSION_SECONDS,
  };
  return cookieHeader(await sealData(data, { password: sessionSecret(), ttl: BOARD_SESSION_SECONDS }), BOARD_SESSION_SECONDS);
}

/** The board's sign-out: its session ended on the server (whatever the cookie's state), and the Set-Cookie header that clears it. */
export async function closeBoardSessionCookie(request: { cookies: CookieReader }, app: Pick<Container, 'sessions'>, now = Date.now()): Promise<string> {
  const session = await readBoardSession(request, now);
  if (session) await app.sessions.end(session.sessionId);
  return cookieHeader('', 0);
}

async function readBoardSession(request: { cookies: CookieReader }, now: number): Promise<BoardSessionData | null> {
  const value = request.cookies.get(boardCookieName())?.value;
  if (!value || value.length > 4096) return null;
  try {
    const data = await unsealData<Partial<BoardSessionData>>(value, { password: sessionSecret(), ttl: BOARD_SESSION_SECONDS });
    if (typeof data.sessionId !== 'string' || typeof data.storeId !== 'string' || typeof data.passcodeTag !== 'string' || typeof data.expiresAt !== 'number') return null;
    return data.expiresAt > now / 1000 ? (data as BoardSessionData) : null;
  } catch {
    return null;
  }
}

type BoardStore = Pick<TStore, 'ID' | 'BoardPasscodeHash'>;

/** Opened with the store's current passcode (a fingerprint check: no read). */
const currentPasscode = (session: BoardSessionData, store: BoardStore) => Boolean(store.BoardPasscodeHash) && session.passcodeTag === passcodeTag(store.BoardPasscodeHash ?? '');

/** Whether the request holds an open board session of this store, for the page (which shows the sign-in form otherwise). */
export async function hasBoardSession(request: { cookies: CookieReader }, store: BoardStore, app: Pick<Container, 'sessions'>, now = Date.now()): Promise<boolean> {
  const session = await readBoardSession(request, now);
  if (!session || session.storeId !== store.ID || !currentPasscode(session, store)) return false;
  return app.sessions.isOpen(session.sessionId, boardSessionOwner(store.ID), now);
}

/**
 * Every board handler's own check (the proxy guards nothing here): no session, a tampered,
 * expired or ended one, or one opened with an old passcode is 401; a session of another store is 403.
 */
export async function requireBoardStaff(request: { cookies: CookieReader }, store: BoardStore, app: Pick<Container, 'sessions'>, now = Date.now()): Promise<void> {
  const session = await readBoardSession(request, now);
  if (!session) throw new AppError('UNAUTHORIZED', 'board.errors.signInRequired');
  if (session.storeId !== store.ID) throw new AppError('FORBIDDEN', 'board.errors.otherStore');
  if (!currentPasscode(session, store) || !(await app.sessions.isOpen(session.sessionId, boardSessionOwner(store.ID), now)))
    throw new AppError('UNAUTHORIZED', 'board.errors.signInRequired');
}
