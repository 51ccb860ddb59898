import { z } from 'zod';
import { BOARD_ACTIONS, BOARD_COLUMNS } from '@/lib/domain/board/board-flow';

/**
 * A new staff passcode (`npm run board:passcode`): 6 to 12 digits, typed on a tablet's number
 * pad. Six is the least the store's lock makes safe: at 30 wrong passcodes per 15 minutes (2,880
 * a day, from any number of addresses) a 6-digit passcode holds for about 170 days on average, an
 * 8-digit one for decades.
 */
export const BOARD_PASSCODE_MIN = 6;
export const BOARD_PASSCODE_MAX = 12;
export const ZBoardPasscodeSchema = z.string().regex(new RegExp(`^\\d{${BOARD_PASSCODE_MIN},${BOARD_PASSCODE_MAX}}$`), 'board.errors.passcodeLength');

/** What sign-in takes: a passcode set before the digits rule (4 to 64 characters of any kind) still opens its board. */
export const BOARD_PASSCODE_INPUT_MAX = 64;

/** Signing in to a store's order board. */
export const ZBoardSignInSchema = z.object({
  passcode: z.string({ error: 'board.errors.passcodeRequired' }).min(1, 'board.errors.passcodeRequired').max(BOARD_PASSCODE_INPUT_MAX, 'board.errors.passcodeWrong'),
});
export type TBoardSignIn = z.infer<typeof ZBoardSignInSchema>;

/** A staff action on an order; a rejection says why (the customer reads it on the status page). */
export const ZBoardActionSchema = z
  .object({
    action: z.enum(BOARD_ACTIONS),
    reason: z.string().trim().max(200, 'board.errors.reasonLong').optional(),
  })
  .refine((body) => body.action !== 'reject' || (body.reason ?? '') !== '', { path: ['reason'], message: 'board.errors.reasonRequired' });
export type TBoardAction = z.infer<typeof ZBoardActionSchema>;

/** PUT /api/board/{storeId}/pause: pausing online ordering, or resuming it. */
export const ZBoardPauseSchema = z.object({ paused: z.boolean() });

/** PUT /api/board/{storeId}/products/{productId}: a product sold out, or back. */
export const ZBoardSoldOutSchema = z.object({ soldOut: z.boolean() });

const ZBoardOptionSchema: z.ZodType<{ name: string; quantity: number; children: unknown[] }> = z.lazy(() =>
  z.object({ name: z.string(), quantity: z.number(), children: z.array(ZBoardOptionSchema) }),
);

/** One order's card on the board. */
const ZBoardOrderSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  column: z.enum([...BOARD_COLUMNS, 'giftCards']),
  onlineOrderStatus: z.number().int(),
  description: z.string().nullable(),
  orderType: z.number().int(),
  roomNumber: z.string().nullable(),
  table: z.string().nullable(),
  dineInField: z.string().nullable(),
  deliveryAddress: z.string().nullable(),
  deliveryNote: z.string(),
  createdOn: z.number(),
  scheduledTime: z.number(),
  asap: z.boolean(),
  visibleFrom: z.number(),
  customerName: z.string(),
  customerPhone: z.string(),
  items: z.array(z.object({ name: z.string(), quantity: z.number(), note: z.string(), options: z.array(ZBoardOptionSchema) })),
  orderNote: z.string(),
  paymentMethod: z.string(),
  paid: z.boolean(),
  payLater: z.boolean(),
  paymentStatus: z.string(),
  /** what the customer paid or pays, in cents */
  totalCents: z.number().int(),
  actions: z.array(z.enum(BOARD_ACTIONS)),
});

const ZBoardProductSchema = z.object({ id: z.string(), name: z.string(), soldOut: z.boolean() });

/** GET /api/board/{storeId}/orders: the board's orders, the pause switch and the products' sold-out switches. */
export const ZBoardResponseSchema = z.object({
  storeId: z.string(),
  storeName: z.string(),
  timeZone: z.string(),
  currencyLocale: z.string().nullable(),
  paused: z.boolean(),
  orders: z.array(ZBoardOrderSchema),
  products: z.array(ZBoardProductSchema),
  signInLock: z.object({ lockedAt: z.number(), lockedUntil: z.number(), failures: z.number() }).nullable(),
});

/** POST and DELETE /api/board/{storeId}/session */
export const ZBoardSessionResponseSchema = z.object({ storeId: z.string() });

/** POST /api/board/{storeId}/orders/{orderId}/actions: the order's card after the action (null when it left the board). */
export const ZBoardActionResponseSchema = z.object({
  orderId: z.string(),
  onlineOrderStatus: z.number().int(),
  paymentStatus: z.string(),
  order: ZBoardOrderSchema.nullable(),
});

/** PUT /api/board/{storeId}/pause */
export const ZBoardPauseResponseSchema = z.object({ paused: z.boolean() });

/** PUT /api/board/{storeId}/products/{productId} */
export const ZBoardSoldOutResponseSchema = ZBoardProductSchema;
