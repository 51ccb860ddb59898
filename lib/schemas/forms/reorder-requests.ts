import { z } from 'zod';
import { ZPathIdSchema } from './path-id';

const ZOrderIdSchema = ZPathIdSchema;
/** the access token of an order's status link (`?t=`), a guest's proof that the order is theirs */
const ZAccessTokenSchema = z.string().min(1).max(200);

/** Part 2 §9: the device keeps up to 4 orders per store. */
const LOCAL_ORDERS_PER_STORE = 4;

/** POST /api/stores/{storeId}/previous-orders: the device's own orders of the store, each with its token. */
export const ZPreviousOrdersRequestSchema = z.object({
  orders: z
    .array(z.object({ orderId: ZOrderIdSchema, token: ZAccessTokenSchema }))
    .max(LOCAL_ORDERS_PER_STORE)
    .default([]),
});
export type TPreviousOrdersRequest = z.infer<typeof ZPreviousOrdersRequestSchema>;

/** POST /api/orders/{orderId}/reorder: a guest sends the order's token; a member's session is enough. */
export const ZReorderRequestSchema = z.object({
  token: ZAccessTokenSchema.optional(),
});
