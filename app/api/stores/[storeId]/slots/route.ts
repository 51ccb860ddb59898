import { z } from 'zod';
import { storeRoute } from '@/lib/server/http/store-route';
import { listTimeSlots } from '@/lib/server/use-cases/list-time-slots';

const ZSlotsQuerySchema = z.object({
  orderType: z.enum(['10', '3'], { error: 'errors.field.orderTypeForSlots' }).transform((value) => (value === '3' ? 3 : 10) as 10 | 3),
  date: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'errors.field.dateFormat')
    .optional(),
  postcode: z
    .string()
    .regex(/^\d{4}$/, 'validation.postcodeFormat')
    .optional(),
});

// GET /api/stores/{storeId}/slots?orderType=3&date=YYYY-MM-DD – the store's time slots for that day and order type
export const GET = storeRoute<typeof ZSlotsQuerySchema>({
  source: 'query',
  schema: ZSlotsQuerySchema,
  // Slots move with the clock: the spec refreshes time lists every 60 s.
  cacheControl: 'private, max-age=30',
  run: async ({ orderType, date, postcode }, { store }) => listTimeSlots({ store, orderType, date, postcode }),
});
