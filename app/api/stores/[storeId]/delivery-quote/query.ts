import { z } from 'zod';
import { AU_STATES } from '@/lib/schemas/entities';
import { toAuStateCode } from '@/lib/server/ports/maps';

/**
 * GET /api/stores/{storeId}/delivery-quote query, the spec's delivery fee call (part 2 §7: OrderValue,
 * Street, Suburb, State, Postcode, ScheduledTime). Messages are the spec's address texts.
 */
export const ZDeliveryQuoteQuerySchema = z.object({
  OrderValue: z
    .string()
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, 'OrderValue must be an amount in dollars, such as 25.50')
    .transform(Number),
  Street: z.string().trim().min(1, 'The Street Address field is required').max(200),
  Suburb: z.string().trim().min(1, 'The Suburb field is required').max(100),
  State: z
    .string()
    .trim()
    .transform((state) => toAuStateCode(state) ?? state)
    .pipe(z.enum(AU_STATES, { error: `Please choose one of ${AU_STATES.join(', ')}` })),
  Postcode: z.string().trim().regex(/^\d{4}$/, 'The postcode must be 4 digits'),
  /** Accepted for the spec's shape; the fee does not depend on the time. */
  ScheduledTime: z.string().trim().max(40).optional(),
});
export type TDeliveryQuoteQuery = z.infer<typeof ZDeliveryQuoteQuerySchema>;
