import { z } from 'zod';
import { ZIdSchema } from './common';

export { ZDeliveryAddressSchema, type TDeliveryAddress } from './browser-entities';

/** Deliver-to-room target. */
export const ZRoomSchema = z.strictObject({ RoomNumber: z.string().trim().min(1) });
export type TRoom = z.infer<typeof ZRoomSchema>;

/** Dine-in details (spec: TableNumber, SecurityCode, FirstName, LastName, PhoneNumber, Email, DineInField). */
export const ZDineInSchema = z.strictObject({
  TableNumber: z.string().trim().min(1),
  SecurityCode: z.string().optional(),
  FirstName: z.string().optional(),
  LastName: z.string().optional(),
  PhoneNumber: z.string().optional(),
  Email: z.string().optional(),
  DineInField: z.string().optional(),
});
export type TDineIn = z.infer<typeof ZDineInSchema>;

/**
 * Card as the old app sent it (for completeness only): this product never stores or forwards raw
 * card numbers; card data stays with the payment provider (see DESIGN.md). Form validation of a
 * card lives in lib/schemas/forms.
 */
export const ZCardSchema = z.strictObject({
  CardHolder: z.string(),
  CardNumber: z.string(),
  ExpireDate: z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'Expiry must be MM/YY'),
  CVV: z.string().regex(/^\d{3,4}$/),
  SelectedCard: z.strictObject({ CardIdentifier: ZIdSchema }).optional(),
});
export type TCard = z.infer<typeof ZCardSchema>;

/**
 * A saved card as shown to the member: masked number only (spec: ElidedPan, CardType,
 * CardIdentifier). Ours: the provider keeping it (a card kept by the sandbox does not pay at
 * Stripe) and its expiry, as the provider reported them.
 */
export const ZStoredCardSchema = z.looseObject({
  ElidedPan: z.string().regex(/^[*\dXx\s-]*\d{4}$/, 'ElidedPan must end with the last 4 digits'),
  CardType: z.union([z.string(), z.number()]),
  CardIdentifier: ZIdSchema,
  Provider: z.enum(['sandbox', 'stripe']).optional(),
  ExpiryMonth: z.number().int().min(1).max(12).optional(),
  ExpiryYear: z.number().int().optional(),
});
export type TStoredCard = z.infer<typeof ZStoredCardSchema>;
