import { z } from 'zod';
import { BOARD_ACTIONS } from '@/lib/domain/board/board-flow';

/** The staff passcode: 4 to 64 characters (a kitchen's PIN or a longer key). */
export const BOARD_PASSCODE_MIN = 4;
export const BOARD_PASSCODE_MAX = 64;

/** Signing in to a store's order board. */
export const ZBoardSignInSchema = z.object({
  passcode: z.string({ error: 'board.errors.passcodeRequired' }).min(1, 'board.errors.passcodeRequired').max(BOARD_PASSCODE_MAX, 'board.errors.passcodeWrong'),
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
