import { z } from 'zod';
import { M } from './messages';
import { phoneField } from './phone';
import { requiredText } from './primitives';

export interface GuestCheckInOptions {
  country?: string | null;
}

/**
 * Guest check-in (part 2 §5): name at least 2; phone at least 2 and at most 10 (AU) or 15;
 * email valid and required only when the marketing opt-in is ticked; table free text.
 */
export function createGuestCheckInSchema(options: GuestCheckInOptions = {}) {
  return z
    .object({
      Name: requiredText(M.nameRequired).min(2, M.nameMin),
      Phone: phoneField({ country: options.country, min: 2, auMobilePattern: false }),
      Email: z.string().trim().optional(),
      Table: z
        .union([z.string(), z.number()])
        .transform((t) => String(t).trim())
        .optional(),
      AgreeToReceivePromotionalOffers: z.boolean().default(false),
    })
    .superRefine((value, ctx) => {
      const email = value.Email ?? '';
      if (email === '') {
        if (value.AgreeToReceivePromotionalOffers) ctx.addIssue({ code: 'custom', path: ['Email'], message: M.emailRequired });
      } else if (!z.email().safeParse(email).success) {
        ctx.addIssue({ code: 'custom', path: ['Email'], message: M.emailInvalid });
      }
    });
}
export type TGuestCheckIn = z.infer<ReturnType<typeof createGuestCheckInSchema>>;
