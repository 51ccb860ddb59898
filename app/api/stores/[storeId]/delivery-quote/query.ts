import { z } from 'zod';
import { AU_STATES } from '@/lib/schemas/entities';
import { toAuStateCode } from '@/lib/server/ports/maps';

/**
 * GET /api/stores/{storeId}/delivery-quote query, the spec's delivery fee call (part 2 §7: OrderValue,
 * Street, Suburb, State, Postcode, ScheduledTime). Messages are keys of the spec's address texts,
 * translated by the route wrapper.
 */
export const ZDeliveryQuoteQuerySchema = z.object({
  OrderValue: z
    .string()
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, 'errors.field.orderValue')
    .transform(Number),
  Street: z.string().trim().min(1, 'validation.streetAddressRequired').max(200),
  Suburb: z.string().trim().min(1, 'validation.suburbRequired').max(100),
  State: z
    .string()
    .trim()
    .transform((state) => toAuStateCode(state) ?? state)
    .pipe(z.enum(AU_STATES, { error: 'validation.stateInvalid' })),
  Postcode: z
    .string()
    .trim()
    .regex(/^\d{4}$/, 'validation.postcodeFormat'),
  /** Accepted for the spec's shape; the fee does not depend on the time. */
  ScheduledTime: z.string().trim().max(40).optional(),
});
export type TDeliveryQuoteQuery = z.infer<typeof ZDeliveryQuoteQuerySchema>;
