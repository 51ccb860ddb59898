import { z } from 'zod';
import { AU_STATE_CODES } from '../../domain/delivery/au-states';
import { isPostcodeInDeliveryAreas, type PostcodeRange } from '../../domain/delivery/postcode-areas';
import { M } from './messages';
import { phoneField } from './phone';
import { requiredText } from './primitives';
import { cachedByOptions } from './schema-cache';

/** Australian states accepted in a delivery address. */
export { AU_STATE_CODES };

export interface DeliveryAddressOptions {
  /** The store's DeliveryAreas; with none, every 4-digit postcode is allowed. */
  deliveryAreas?: readonly PostcodeRange[] | null;
  /** Validate the address phone too (country AU by default). */
  requirePhone?: boolean;
  country?: string | null;
}

/**
 * Delivery address (part 2 §5): street required ('The Street Address field is required'),
 * postcode 4 digits and inside a delivery area ('delivery not available for {postcode}', with
 * params.postcode), suburb at least 3, state one of ACT NSW NT QLD SA TAS VIC WA.
 * Distance and state-of-store checks need the maps service and are done by the caller.
 */
function buildDeliveryAddressSchema(options: DeliveryAddressOptions) {
  return z.object({
    StreetAddress: requiredText(M.streetAddressRequired),
    PostalCode: requiredText(M.postcodeRequired).superRefine((postcode, ctx) => {
      if (!/^\d{4}$/.test(postcode)) ctx.addIssue({ code: 'custom', message: M.postcodeFormat });
      else if (!isPostcodeInDeliveryAreas(postcode, options.deliveryAreas ?? undefined)) {
        ctx.addIssue({ code: 'custom', message: M.deliveryNotAvailable, params: { postcode } });
      }
    }),
    CityTown: requiredText(M.suburbRequired).min(3, M.suburbMin),
    State: requiredText(M.stateRequired)
      .transform((s) => s.toUpperCase())
      .pipe(z.enum(AU_STATE_CODES, { error: M.stateInvalid })),
    Country: z.string().trim().default('AU'),
    Phone: options.requirePhone ? phoneField({ country: options.country }) : z.string().trim().optional(),
    DeliveryInstructions: z.string().trim().max(300, M.notesMax).optional(),
    Latitude: z.number().min(-90).max(90).optional(),
    Longitude: z.number().min(-180).max(180).optional(),
  });
}
export const createDeliveryAddressSchema = cachedByOptions(
  (options: DeliveryAddressOptions = {}) => buildDeliveryAddressSchema(options),
  (options = {}) => JSON.stringify(options),
);
export type TDeliveryAddress = z.infer<ReturnType<typeof createDeliveryAddressSchema>>;
