import type { z } from 'zod';
import { container } from '@/lib/server/container';
import { route } from '@/lib/server/http/route';
import { bearerToken } from '@/lib/server/auth/store-api-keys';
import { changeOrderStatus } from '@/lib/server/orders/use-cases/change-order-status';
import { ZStatusChangeRequestSchema, ZStatusChangeResponseSchema } from '@/lib/schemas/api/order-status';

// PUT /api/orders/{orderId}/status – the store's systems move an order on (Authorization: Bearer <store key>)
export const PUT = route<typeof ZStatusChangeRequestSchema, { orderId: string }>({
  source: 'json',
  schema: ZStatusChangeRequestSchema,
  run: async ({ status, description }, { request, params }): Promise<z.infer<typeof ZStatusChangeResponseSchema>> =>
    changeOrderStatus({ app: await container(), orderId: params.orderId, status, description, storeKey: bearerToken(request.headers.get('authorization')) }),
});
