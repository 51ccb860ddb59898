import 'server-only';
import type { TBoardPage } from '@/lib/views/board';
import { hasBoardSession } from '../auth/board-session';
import type { CookieReader } from '../auth/member-session';
import type { Container } from '../container';
import { readBoard } from '../board/use-cases/read-board';
import { requireStoreRecord } from '../stores/find-store';

/**
 * /board/{storeId}: the board itself for a staff session of this store, else the passcode form
 * (a session of another store is no session here). Unknown or disabled stores: STORE_NOT_FOUND.
 */
export async function loadBoardPage({
  app,
  storeId,
  cookies,
}: {
  app: Pick<Container, 'stores' | 'headOffices' | 'sessions' | 'documents' | 'menus'>;
  storeId: string;
  cookies: CookieReader;
}): Promise<TBoardPage> {
  const store = await requireStoreRecord({ app, by: { id: storeId } });
  if (!(await hasBoardSession({ cookies }, store, app))) return { status: 'signIn', storeId: store.ID, storeName: store.Name };
  return { status: 'board', snapshot: await readBoard({ app, store }) };
}
