import { z } from 'zod';
import { ZPathIdSchema } from '../forms/path-id';

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

/** 200 body of POST /api/stores/{storeId}/previous-orders: newest first. */
export const ZPreviousOrdersResponseSchema = z.object({
  orders: z.array(
    z.object({
      orderId: z.string(),
      /** epoch seconds, shown in the store's zone */
      createdOn: z.number(),
      timeZone: z.string(),
      items: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
    }),
  ),
});

/** 200 body of POST /api/orders/{orderId}/reorder: the checkout (without locale prefix) that opens with the order. */
export const ZReorderResponseSchema = z.object({ checkoutPath: z.string() });
