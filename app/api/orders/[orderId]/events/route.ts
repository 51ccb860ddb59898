import { readMemberSession } from '@/lib/server/auth/member-session';
import { container } from '@/lib/server/container';
import { clientIp } from '@/lib/server/http/client-address';
import { eventStreamResponse } from '@/lib/server/http/event-stream';
import { route } from '@/lib/server/http/route';
import { sameStatus } from '@/lib/server/orders/order-status-hub';
import { followOrderStatus } from '@/lib/server/orders/use-cases/follow-order-status';
import { ZOrderReadQuerySchema } from '@/lib/schemas/api/order-status';

// A stream per request, held open: never prerendered. It runs on Node, the default runtime (the change feed lives there).
export const dynamic = 'force-dynamic';

// GET /api/orders/{orderId}/events?t= – server-sent events: event `status` (TOrderStatusEvent) now and on each change; 404 without the order's token or its member's session; 429 beyond the client's open streams
export const GET = route<typeof ZOrderReadQuerySchema, { orderId: string }>({
  source: 'query',
  schema: ZOrderReadQuerySchema,
  run: async ({ t }, { params, request }) => {
    const app = await container();
    const member = await readMemberSession(request, app);
    const follow = await followOrderStatus({
      app,
      orderId: params.orderId,
      token: t,
      userId: member?.user.ID ?? null,
    });
    return eventStreamResponse({ signal: request.signal, client: clientIp(request), event: 'status', initial: follow.initial, subscribe: follow.subscribe, same: sameStatus });
  },
});
