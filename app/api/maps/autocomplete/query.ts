import { z } from 'zod';

/** GET /api/maps/autocomplete query: what the customer has typed so far. */
export const ZAutocompleteQuerySchema = z.object({
  input: z.string().trim().min(2, 'Type at least 2 characters').max(100, 'At most 100 characters'),
  sessionToken: z.string().trim().min(1).max(100).optional(),
  limit: z.coerce.number().int().min(1).max(10).optional(),
});
export type TAutocompleteQuery = z.infer<typeof ZAutocompleteQuerySchema>;
