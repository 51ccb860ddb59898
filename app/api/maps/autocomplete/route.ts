import type { z } from 'zod';
import { container } from '@/lib/server/container';
import { clientIp } from '@/lib/server/http/client-address';
import { route } from '@/lib/server/http/route';
import { enforceLimits } from '@/lib/server/rate-limit';
import { ZAutocompleteQuerySchema, ZAutocompleteResponseSchema } from '@/lib/schemas/api/maps';

// GET /api/maps/autocomplete – Australian address suggestions for the delivery address field
export const GET = route({
  source: 'query',
  schema: ZAutocompleteQuerySchema,
  run: async ({ input, sessionToken, limit }, { request }) => {
    const { maps, documents } = await container();
    await enforceLimits(documents, ['autocompletePerAddress', clientIp(request)]);
    return { suggestions: await maps.autocomplete(input, { sessionToken, limit }) } satisfies z.infer<typeof ZAutocompleteResponseSchema>;
  },
});
