/**
 * Entities the browser also keeps (a delivery address in the session, a guest check-in in local
 * storage), written with zod/mini so validating them costs the browser bundle about 5 KB instead
 * of the 90 KB of classic zod. Classic schemas embed them as they are (both share zod's core).
 */
import * as z from 'zod/mini';

const trimmed = (min: number, message?: string) => z.string().check(z.trim(), z.minLength(min, message));

/** Delivery address (spec: StreetAddress, PostalCode, CityTown, State, Country, Phone, DeliveryInstructions, Latitude, Longitude). */
export const ZDeliveryAddressSchema = z.looseObject({
  StreetAddress: trimmed(1, 'The Street Address field is required'),
  PostalCode: trimmed(1),
  CityTown: trimmed(1),
  State: trimmed(1),
  Country: z.optional(z.string()),
  Phone: z.optional(z.string()),
  DeliveryInstructions: z.optional(z.string().check(z.maxLength(300))),
  Latitude: z.optional(z.number().check(z.gte(-90), z.lte(90))),
  Longitude: z.optional(z.number().check(z.gte(-180), z.lte(180))),
});
export type TDeliveryAddress = z.infer<typeof ZDeliveryAddressSchema>;

/** A guest check-in (visit registration) (spec: Name, Phone, Email, Table, AgreeToReceivePromotionalOffers, HQCompanyID). */
export const ZGuestCheckInSchema = z.looseObject({
  Name: trimmed(2),
  Phone: trimmed(2),
  Email: z.optional(z.union([z.email(), z.literal('')])),
  Table: z.string(),
  AgreeToReceivePromotionalOffers: z.optional(z.boolean()),
  HQCompanyID: z.optional(trimmed(1)),
  StoreID: z.optional(trimmed(1)),
  CreatedOn: z.optional(z.int().check(z.nonnegative())),
});
export type TGuestCheckIn = z.infer<typeof ZGuestCheckInSchema>;
