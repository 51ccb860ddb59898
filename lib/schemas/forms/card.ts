import { z } from 'zod';
import { toZonedParts } from '../../domain/time/zoned-time';
import { cvvLengthOf, detectCardType, hasCardLength, normaliseCardNumber, passesLuhn } from './card-number';
import { M } from './messages';
import { requiredText } from './primitives';
import { cachedByOptions } from './schema-cache';

export interface CardSchemaOptions {
  /** The clock of the check: an expiry before this month is refused. */
  now: Date;
  /** The card provider flag: American Express and 4-digit CVV accepted. */
  stripeActivated?: boolean;
  /** Zone whose calendar decides "this month"; the stores are Australian. */
  timeZone?: string;
}

/** MM/YY to month and 4-digit year (the 20 prefix); null when not MM/YY. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  return match ? { month: Number(match[1]), year: 2000 + Number(match[2]) } : null;
}

/**
 * Card form (part 2 §5): holder 2 to 40 letters, spaces and hyphens; number starting 4, 5 or 3
 * with a right Luhn digit, Visa and Mastercard only, plus American Express when StripeActivated;
 * expiry MM/YY, month 1 to 12, not before this month; CVV 3 or 4 digits, 4 only with
 * StripeActivated: the card decides which, as issuers do (American Express prints 4 digits on its
 * front, Visa and Mastercard 3 on the back), so an Amex with a 3-digit CVV is refused here and
 * not at the bank. A number of no known type leaves the CVV at 3 or 4 (3 without StripeActivated).
 */
function buildCardSchema(options: CardSchemaOptions, today: { year: number; month: number }) {
  return z
    .object({
      CardHolder: requiredText(M.cardHolderRequired)
        .min(2, M.cardHolderLength)
        .max(40, M.cardHolderLength)
        .regex(/^[A-Za-z][A-Za-z \-]*$/, M.cardHolderCharacters),
      CardNumber: requiredText(M.cardNumberRequired)
        .max(19, M.cardNumberInvalid)
        .transform(normaliseCardNumber)
        .superRefine((number, ctx) => {
          const issue = (message: string) => ctx.addIssue({ code: 'custom', message });
          if (!/^\d+$/.test(number)) return issue(M.cardNumberInvalid);
          if (!/^[453]/.test(number)) return issue(M.cardNumberPrefix);
          const type = detectCardType(number);
          if (type === null || (type === 'amex' && !options.stripeActivated)) return issue(M.cardTypeNotAccepted);
          if (!hasCardLength(number, type) || !passesLuhn(number)) return issue(M.cardNumberInvalid);
        }),
      ExpireDate: requiredText(M.expiryRequired).superRefine((value, ctx) => {
        const expiry = parseExpiry(value);
        if (!expiry) ctx.addIssue({ code: 'custom', message: M.expiryFormat });
        else if (expiry.month < 1 || expiry.month > 12) ctx.addIssue({ code: 'custom', message: M.expiryMonth });
        else if (expiry.year < today.year || (expiry.year === today.year && expiry.month < today.month)) ctx.addIssue({ code: 'custom', message: M.expiryPast });
      }),
      CVV: requiredText(M.cvvRequired),
      SaveCard: z.boolean().optional(),
    })
    .superRefine((card, ctx) => {
      const problem = cvvProblem(card.CVV, card.CardNumber, options.stripeActivated === true);
      if (problem) ctx.addIssue({ code: 'custom', path: ['CVV'], message: problem });
    });
}

/** The CVV's message for the card it belongs to, or null when it fits; an empty one is `cvvRequired`'s. */
function cvvProblem(cvv: unknown, number: unknown, stripeActivated: boolean): string | null {
  if (typeof cvv !== 'string' || cvv === '') return null;
  const expected = stripeActivated ? cvvLengthOf(detectCardType(typeof number === 'string' ? number : '')) : 3;
  if (expected === 3) return /^\d{3}$/.test(cvv) ? null : M.cvvThreeDigits;
  if (expected === 4) return /^\d{4}$/.test(cvv) ? null : M.cvvFourDigits;
  return /^\d{3,4}$/.test(cvv) ? null : M.cvvFormat;
}
const cardSchemaFor = cachedByOptions(
  ({ options, today }: { options: CardSchemaOptions; today: { year: number; month: number } }) => buildCardSchema(options, today),
  ({ options, today }) => `${options.stripeActivated === true}:${today.year}-${today.month}`,
);

export function createCardSchema(options: CardSchemaOptions) {
  const { year, month } = toZonedParts(options.now, options.timeZone ?? 'Australia/Sydney');
  return cardSchemaFor({ options, today: { year, month } });
}
export type TCard = z.infer<ReturnType<typeof createCardSchema>>;

/** Paying with a stored card: its identifier only. */
export const ZSavedCardSchema = z.object({ SelectedCard: requiredText(M.savedCardRequired) });
export type TSavedCard = z.infer<typeof ZSavedCardSchema>;

/** The card as the payment call takes it: spaces removed, four-digit year, sandbox off. */
export function toCardRequest(card: TCard): {
  CardHolder: string;
  CardNumber: string;
  ExpiryYear: number;
  ExpiryMonth: number;
  Cvv: string;
  ForceUseSandboxPayment: boolean;
} {
  const expiry = parseExpiry(card.ExpireDate) ?? { month: 0, year: 0 };
  return {
    CardHolder: card.CardHolder,
    CardNumber: normaliseCardNumber(card.CardNumber),
    ExpiryYear: expiry.year,
    ExpiryMonth: expiry.month,
    Cvv: card.CVV,
    ForceUseSandboxPayment: false,
  };
}
