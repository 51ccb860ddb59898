import type { z } from 'zod';
import { clientIp } from '@/lib/server/http/client-address';
import { storeRoute } from '@/lib/server/http/store-route';
import { enforceLimits } from '@/lib/server/rate-limit';
import { quoteDelivery } from '@/lib/server/catalogue/quote-delivery';
import { ZDeliveryQuoteQuerySchema, ZDeliveryQuoteResponseSchema } from '@/lib/schemas/api/stores';

// GET /api/stores/{storeId}/delivery-quote – whether the store delivers to an address, the fee and the time
export const GET = storeRoute<typeof ZDeliveryQuoteQuerySchema>({
  source: 'query',
  schema: ZDeliveryQuoteQuerySchema,
  run: async ({ OrderValue, Street, Suburb, State, Postcode }, { request, app, store }): Promise<z.infer<typeof ZDeliveryQuoteResponseSchema>> => {
    await enforceLimits(app.documents, ['deliveryQuotePerAddress', clientIp(request)]);
    return quoteDelivery({ store, maps: app.maps, documents: app.documents, address: { Street, Suburb, State, Postcode }, orderValue: OrderValue });
  },
});
