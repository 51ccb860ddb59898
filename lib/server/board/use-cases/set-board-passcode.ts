import 'server-only';
import { AppError } from '@/lib/domain/errors/app-error';
import { BOARD_PASSCODE_MAX, BOARD_PASSCODE_MIN, ZBoardPasscodeSchema } from '@/lib/schemas/api/board';
import { COLLECTIONS } from '@/lib/server/collections';
import type { Container } from '@/lib/server/container';
import { hashPassword } from '@/lib/server/auth/passwords';
import { boardSessionOwner } from '@/lib/server/repositories/session-repository';

/**
 * `npm run board:passcode -- <storeId> <passcode>`: the store owner sets the staff passcode of
 * the order board, 6 to 12 digits (VALIDATION "The passcode must be 6 to 12 digits." otherwise).
 * Only its scrypt hash is kept, on the store; every board session of the store is ended (and
 * each carries a fingerprint of the old hash, which no longer matches).
 */
export async function setBoardPasscode({
  app,
  storeId,
  passcode,
}: {
  app: Pick<Container, 'stores' | 'documents' | 'sessions'>;
  storeId: string;
  passcode: string;
}): Promise<void> {
  if (!ZBoardPasscodeSchema.safeParse(passcode).success) throw new AppError('VALIDATION', 'board.errors.passcodeLength', { min: BOARD_PASSCODE_MIN, max: BOARD_PASSCODE_MAX });
  const store = await app.stores.findById(storeId);
  if (!store) throw new AppError('STORE_NOT_FOUND', 'errors.storeNotFound');
  await app.documents.update(COLLECTIONS.stores, store.ID, { BoardPasscodeHash: await hashPassword(passcode) });
  await app.sessions.endAll(boardSessionOwner(store.ID));
}
