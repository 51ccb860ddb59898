import { z } from 'zod';
import { M } from './messages';
import { phoneField } from './phone';
import { cachedByOptions } from './schema-cache';
import { emailField, trimmedName } from './primitives';

export interface CheckoutDetailsOptions {
  country?: string | null;
}

/** My details at checkout: trimmed first and last names (min 2), email, phone by country. */
function buildCheckoutDetailsSchema(options: CheckoutDetailsOptions) {
  return z.object({
    FirstName: trimmedName(M.firstNameRequired, M.firstNameMin),
    LastName: trimmedName(M.lastNameRequired, M.lastNameMin),
    Email: emailField(),
    PhoneNumber: phoneField({ country: options.country }),
  });
}
export const createCheckoutDetailsSchema = cachedByOptions(
  (options: CheckoutDetailsOptions = {}) => buildCheckoutDetailsSchema(options),
  (options = {}) => options.country ?? '',
);
export type TCheckoutDetails = z.infer<ReturnType<typeof createCheckoutDetailsSchema>>;

/** Part 2 §5: a total of zero with a name present skips the form checks. */
export function shouldValidateCheckoutForms(total: number, name: string | null | undefined): boolean {
  return !(total === 0 && (name ?? '').trim() !== '');
}
