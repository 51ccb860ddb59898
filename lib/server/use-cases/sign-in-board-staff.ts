import 'server-only';
import { AppError } from '@/lib/domain/errors/app-error';
import type { TStore } from '@/lib/schemas/entities';
import { openBoardSessionCookie } from '../auth/board-session';
import { decoyHash, verifyPassword } from '../auth/passwords';
import type { Container } from '../container';
import { enforceLimits } from '../rate-limit';

/**
 * POST /api/board/{storeId}/session: the staff passcode opens the store's board session. A wrong
 * passcode, or a store without one, is 401 after the same scrypt work, so neither answer is
 * quicker than the other. A passcode is short (a kitchen types it on a tablet), so each try costs
 * one of the board's limits (lib/server/rate-limit.ts): per store and address, and per address.
 */
export async function signInBoardStaff({
  app,
  store,
  passcode,
  clientAddress,
}: {
  app: Pick<Container, 'documents' | 'sessions'>;
  store: TStore;
  passcode: string;
  clientAddress: string | null;
}): Promise<{ setCookie: string }> {
  await enforceLimits(app.documents, ['boardPasscodePerStoreAndAddress', clientAddress && `${store.ID}:${clientAddress}`], ['boardPasscodePerAddress', clientAddress]);
  const hash = store.BoardPasscodeHash ?? (await decoyHash());
  const matches = await verifyPassword(passcode, hash);
  if (!matches || !store.BoardPasscodeHash) throw new AppError('UNAUTHORIZED', 'board.errors.passcodeWrong');
  return { setCookie: await openBoardSessionCookie(app, store) };
}
