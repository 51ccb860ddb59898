import { z } from 'zod';

/** `?t=` the guest's access token of the status link; missing or wrong answers 404, never 400. */
export const ZOrderReadQuerySchema = z.looseObject({ t: z.string().max(200).optional().catch(undefined) });
