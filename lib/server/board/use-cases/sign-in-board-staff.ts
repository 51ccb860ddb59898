import 'server-only';
import { AppError } from '@/lib/domain/errors/app-error';
import type { TStore } from '@/lib/schemas/entities';
import { openBoardSessionCookie } from '@/lib/server/auth/board-session';
import { refundBoardSignIn, reserveBoardSignIn } from '@/lib/server/auth/board-sign-in-lock';
import { decoyHash, verifyPassword } from '@/lib/server/auth/passwords';
import type { Container } from '@/lib/server/container';
import { enforceLimits } from '@/lib/server/rate-limit';

/**
 * POST /api/board/{storeId}/session: the staff passcode opens the store's board session. A wrong
 * passcode, or a store without one, is 401 after the same scrypt work, so neither answer is
 * quicker than the other. A passcode is short (a kitchen types it on a tablet), so each try costs
 * one of the board's limits (lib/server/rate-limit.ts): per store and address, and per address;
 * and, since many addresses could share the guessing, each wrong one costs one of the store's
 * 30 failures in 15 minutes, after which the store's board sign-in is locked for 15 minutes,
 * a right passcode refused too (the try is counted before the check and given back when right,
 * so even tries sent all at once are never checked beyond the 30).
 */
export async function signInBoardStaff({
  app,
  store,
  passcode,
  clientAddress,
  now = Date.now(),
}: {
  app: Pick<Container, 'documents' | 'sessions'>;
  store: TStore;
  passcode: string;
  clientAddress: string | null;
  now?: number;
}): Promise<{ setCookie: string }> {
  await enforceLimits(app.documents, ['boardPasscodePerStoreAndAddress', clientAddress && `${store.ID}:${clientAddress}`], ['boardPasscodePerAddress', clientAddress]);
  const reserved = await reserveBoardSignIn(app.documents, store.ID, now);
  const hash = store.BoardPasscodeHash ?? (await decoyHash());
  const matches = await verifyPassword(passcode, hash);
  if (!matches || !store.BoardPasscodeHash) throw new AppError('UNAUTHORIZED', 'board.errors.passcodeWrong');
  await refundBoardSignIn(app.documents, store.ID, reserved);
  return { setCookie: await openBoardSessionCookie(app, store, now) };
}
