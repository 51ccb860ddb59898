import { z } from 'zod';
import { closeBoardSessionCookie } from '@/lib/server/auth/board-session';
import { storeRoute } from '@/lib/server/http/store-route';
import { JsonAnswer } from '@/lib/server/http/route';
import { clientIp } from '@/lib/server/http/client-address';
import { ZBoardSignInSchema } from '@/lib/schemas/forms/board';
import { signInBoardStaff } from '@/lib/server/use-cases/sign-in-board-staff';

// POST /api/board/{storeId}/session – the staff passcode opens the store's order board (its own cookie, never the customer's session); 401 wrong, 429 too many tries
export const POST = storeRoute<typeof ZBoardSignInSchema>({
  source: 'json',
  schema: ZBoardSignInSchema,
  run: async ({ passcode }, { request, app, store }) => {
    const { setCookie } = await signInBoardStaff({ app, store, passcode, clientAddress: clientIp(request) });
    return new JsonAnswer({ storeId: store.ID }, 200, { 'Set-Cookie': setCookie });
  },
});

// DELETE /api/board/{storeId}/session – signs the board out: its session is ended on the server and its cookie cleared
export const DELETE = storeRoute({
  source: 'query',
  schema: z.object({ locale: z.string().optional() }),
  run: async (_input, { request, app, store }) => new JsonAnswer({ storeId: store.ID }, 200, { 'Set-Cookie': await closeBoardSessionCookie(request, app) }),
});
