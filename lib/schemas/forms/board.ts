import { z } from 'zod';
import { BOARD_ACTIONS } from '@/lib/domain/board/board-flow';

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

/** Pausing online ordering, or resuming it. */
export const ZBoardPauseSchema = z.object({ paused: z.boolean() });

/** A product sold out, or back. */
export const ZBoardSoldOutSchema = z.object({ soldOut: z.boolean() });
