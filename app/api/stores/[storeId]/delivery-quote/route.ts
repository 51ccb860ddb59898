import { storeRoute } from '@/lib/server/http/store-route';
import { quoteDelivery } from '@/lib/server/use-cases/quote-delivery';
import { ZDeliveryQuoteQuerySchema } from './query';

// GET /api/stores/{storeId}/delivery-quote – whether the store delivers to an address, the fee and the time
export const GET = storeRoute<typeof ZDeliveryQuoteQuerySchema>({
  source: 'query',
  schema: ZDeliveryQuoteQuerySchema,
  run: async ({ OrderValue, Street, Suburb, State, Postcode }, { app, store }) => quoteDelivery({ store, maps: app.maps, address: { Street, Suburb, State, Postcode }, orderValue: OrderValue }),
});
