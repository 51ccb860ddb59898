import type { z } from 'zod';
import { closeBoardSessionCookie } from '@/lib/server/auth/board-session';
import { storeRoute } from '@/lib/server/http/store-route';
import { JsonAnswer } from '@/lib/server/http/route';
import { clientIp } from '@/lib/server/http/client-address';
import { ZBoardSessionResponseSchema, ZBoardSignInSchema } from '@/lib/schemas/api/board';
import { signInBoardStaff } from '@/lib/server/board/use-cases/sign-in-board-staff';
import { ZLocaleQuerySchema } from '@/lib/schemas/api/common';

// POST /api/board/{storeId}/session – the staff passcode opens the store's order board (its own cookie, never the customer's session); 401 wrong, 429 too many tries
export const POST = storeRoute<typeof ZBoardSignInSchema>({
  source: 'json',
  schema: ZBoardSignInSchema,
  run: async ({ passcode }, { request, app, store }) => {
    const { setCookie } = await signInBoardStaff({ app, store, passcode, clientAddress: clientIp(request) });
    return new JsonAnswer({ storeId: store.ID } satisfies z.infer<typeof ZBoardSessionResponseSchema>, 200, { 'Set-Cookie': setCookie });
  },
});

// DELETE /api/board/{storeId}/session – signs the board out: its session is ended on the server and its cookie cleared
export const DELETE = storeRoute({
  source: 'query',
  schema: ZLocaleQuerySchema,
  run: async (_input, { request, app, store }) =>
    new JsonAnswer({ storeId: store.ID } satisfies z.infer<typeof ZBoardSessionResponseSchema>, 200, { 'Set-Cookie': await closeBoardSessionCookie(request, app) }),
});
