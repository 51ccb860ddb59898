import 'server-only';
import { AppError } from '@/lib/domain/errors/app-error';
import type { TStore } from '@/lib/schemas/entities';
import { openBoardSessionCookie } from '../auth/board-session';
import { decoyHash, verifyPassword } from '../auth/passwords';
import { createRateLimiter } from '../rate-limit';

const FIFTEEN_MINUTES = 15 * 60_000;

/**
 * A passcode is short (a kitchen types it on a tablet), so guessing one must cost: 10 tries per
 * store and address and 30 per address in 15 minutes, counted in this process like the
 * members' sign-in (lib/server/auth/auth-limits.ts).
 */
const BOARD_LIMITS = {
  perStoreAndAddress: createRateLimiter({ limit: 10, windowMs: FIFTEEN_MINUTES }),
  perAddress: createRateLimiter({ limit: 30, windowMs: FIFTEEN_MINUTES }),
};

/**
 * POST /api/board/{storeId}/session: the staff passcode opens the store's board session. A wrong
 * passcode, or a store without one, is 401 after the same scrypt work, so neither answer is
 * quicker than the other.
 */
export async function signInBoardStaff({ store, passcode, clientAddress }: { store: TStore; passcode: string; clientAddress: string }): Promise<{ setCookie: string }> {
  const allowed = [BOARD_LIMITS.perStoreAndAddress.take(`${store.ID}:${clientAddress}`), BOARD_LIMITS.perAddress.take(clientAddress)];
  if (allowed.includes(false)) throw new AppError('RATE_LIMITED', 'auth.tooManyAttempts');
  const hash = store.BoardPasscodeHash ?? (await decoyHash());
  const matches = await verifyPassword(passcode, hash);
  if (!matches || !store.BoardPasscodeHash) throw new AppError('UNAUTHORIZED', 'board.errors.passcodeWrong');
  return { setCookie: await openBoardSessionCookie(store) };
}
