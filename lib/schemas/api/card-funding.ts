import { z } from 'zod';

/**
 * The body of POST /api/stores/{storeId}/card-funding: the number of the card typed in the
 * sandbox's card fields, the one the order will send. The shape only (400 otherwise); a number
 * that is not a whole card answers 422.
 */
export const ZCardFundingRequestSchema = z.object({
  card: z.object({ CardNumber: z.string().max(40) }),
});
export type TCardFundingRequest = z.infer<typeof ZCardFundingRequestSchema>;

/** 200 body of POST /api/stores/{storeId}/card-funding: how the typed card draws its money. */
export const ZCardFundingResponseSchema = z.object({ funding: z.enum(['credit', 'debit', 'prepaid', 'unknown']) });
