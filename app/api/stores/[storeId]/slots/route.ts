import { z } from 'zod';
import { storeRoute } from '@/lib/server/http/store-route';
import { listTimeSlots } from '@/lib/server/catalogue/use-cases/list-time-slots';
import { ZSlotsQuerySchema, ZSlotsResponseSchema } from '@/lib/schemas/api/stores';

// GET /api/stores/{storeId}/slots?orderType=3&date=YYYY-MM-DD – the store's time slots for that day and order type
export const GET = storeRoute<typeof ZSlotsQuerySchema>({
  source: 'query',
  schema: ZSlotsQuerySchema,
  // Slots move with the clock: the spec refreshes time lists every 60 s.
  cacheControl: 'private, max-age=30',
  run: async ({ orderType, date, postcode }, { store }): Promise<z.infer<typeof ZSlotsResponseSchema>> => listTimeSlots({ store, orderType, date, postcode }),
});
