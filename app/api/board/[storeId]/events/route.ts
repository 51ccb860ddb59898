import { hasBoardSession, requireBoardStaff } from '@/lib/server/auth/board-session';
import { clientIp } from '@/lib/server/http/client-address';
import { eventStreamResponse } from '@/lib/server/http/event-stream';
import { storeRoute } from '@/lib/server/http/store-route';
import { followBoardOrders } from '@/lib/server/board/use-cases/follow-board-orders';
import { ZLocaleQuerySchema } from '@/lib/schemas/api/common';

// A stream per request, held open: never prerendered. It runs on Node, the default runtime (where the database is).
export const dynamic = 'force-dynamic';

// GET /api/board/{storeId}/events – server-sent events: event `orders` (TBoardOrdersEvent) now and whenever an order arrives or changes (staff session of this store; the stream ends once that session has; 429 beyond the client's open streams)
export const GET = storeRoute({
  source: 'query',
  schema: ZLocaleQuerySchema,
  run: async (_input, { request, app, store }) => {
    await requireBoardStaff(request, store, app);
    const ended = new AbortController();
    const follow = await followBoardOrders({ app, store, signedIn: () => hasBoardSession(request, store, app), signedOut: () => ended.abort() });
    const signal = AbortSignal.any([request.signal, ended.signal]);
    return eventStreamResponse({ signal, client: clientIp(request), event: 'orders', initial: follow.initial, subscribe: follow.subscribe });
  },
});
