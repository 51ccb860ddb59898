import { AppError } from '@/lib/domain/errors/app-error';
import { container } from '@/lib/server/container';
import { route } from '@/lib/server/http/route';
import { quoteDelivery } from '@/lib/server/use-cases/quote-delivery';
import { STORE_ID_PATTERN, ZDeliveryQuoteQuerySchema } from './query';

// GET /api/stores/{storeId}/delivery-quote – whether the store delivers to an address, the fee and the time
export const GET = route<typeof ZDeliveryQuoteQuerySchema, { storeId: string }>({
  source: 'query',
  schema: ZDeliveryQuoteQuerySchema,
  run: async ({ OrderValue, Street, Suburb, State, Postcode }, { params }) => {
    const app = await container();
    const store = STORE_ID_PATTERN.test(params.storeId) ? await app.stores.findById(params.storeId) : null;
    if (!store || !store.IsEnabled) throw new AppError('STORE_NOT_FOUND', 'errors.storeNotFound');
    return quoteDelivery({ store, maps: app.maps, address: { Street, Suburb, State, Postcode }, orderValue: OrderValue });
  },
});
