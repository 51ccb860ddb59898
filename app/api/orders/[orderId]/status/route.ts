import { z } from 'zod';
import { container } from '@/lib/server/container';
import { route } from '@/lib/server/http/route';
import { bearerToken } from '@/lib/server/orders/store-api-keys';
import { changeOrderStatus } from '@/lib/server/use-cases/change-order-status';

const ZStatusChangeSchema = z.object({
  status: z.number().int(),
  description: z.string().max(500).optional(),
});

// PUT /api/orders/{orderId}/status – the store's systems move an order on (Authorization: Bearer <store key>)
export const PUT = route<typeof ZStatusChangeSchema, { orderId: string }>({
  source: 'json',
  schema: ZStatusChangeSchema,
  run: async ({ status, description }, { request, params }) =>
    changeOrderStatus({ app: await container(), orderId: params.orderId, status, description, storeKey: bearerToken(request.headers.get('authorization')) }),
});
