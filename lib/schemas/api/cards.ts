import { z } from 'zod';

/** Loose text fields: the use case checks them with the card rules of part 2 §5 (422 per field). */
const text = z.string().max(100).optional();

/**
 * The body of POST /api/account/cards (header Idempotency-Key): the sandbox's card fields, or the
 * PaymentMethod Stripe Elements made in the browser when Stripe keeps the cards. The shape only:
 * a body that does not fit answers 400; the card's own rules answer 422.
 */
export const ZAddStoredCardRequestSchema = z.object({
  card: z.object({ CardHolder: text, CardNumber: text, ExpireDate: text, CVV: text }).optional(),
  paymentMethodId: z
    .string()
    .regex(/^pm_\w{1,200}$/)
    .optional(),
});
export type TAddStoredCardRequest = z.infer<typeof ZAddStoredCardRequestSchema>;

/** A stored card's identifier in a path (the sandbox's sbx_card_…, Stripe's pm_…). */
export const ZCardIdentifierSchema = z.string().regex(/^[A-Za-z0-9_]{1,100}$/);

/** GET, POST and DELETE /api/account/cards: the member's cards after the call, masked. */
export const ZStoredCardsResponseSchema = z.object({
  cards: z.array(
    z.object({
      cardIdentifier: z.string(),
      cardType: z.string().nullable(),
      last4: z.string(),
      /** MM/YY, or '' when unknown */
      expiry: z.string(),
      provider: z.enum(['sandbox', 'stripe']),
    }),
  ),
});
