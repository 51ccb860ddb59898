import { z } from 'zod';

/** GET /api/maps/autocomplete query: what the customer has typed so far. */
export const ZAutocompleteQuerySchema = z.object({
  input: z.string().trim().min(2, 'Type at least 2 characters').max(100, 'At most 100 characters'),
  sessionToken: z.string().trim().min(1).max(100).optional(),
  limit: z.coerce.number().int().min(1).max(10).optional(),
});
export type TAutocompleteQuery = z.infer<typeof ZAutocompleteQuerySchema>;

/** 200 body of GET /api/maps/autocomplete */
export const ZAutocompleteResponseSchema = z.object({
  suggestions: z.array(
    z.object({
      description: z.string(),
      placeId: z.string(),
      StreetAddress: z.string().optional(),
      CityTown: z.string().optional(),
      State: z.string().optional(),
      PostalCode: z.string().optional(),
      Country: z.literal('AU'),
    }),
  ),
});
