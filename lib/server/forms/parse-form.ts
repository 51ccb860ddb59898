import 'server-only';
import type { z } from 'zod';
import { AppError } from '@/lib/domain/errors/app-error';
import type { FieldErrors } from '../checkout/cart-from-request';
import { addZodErrors } from '../checkout/checkout-forms';

/**
 * A form's values by its spec rules, or AppError INVALID_FIELDS (422) with each field's first
 * message key, translated by the route wrapper: the same words the form shows in the browser.
 */
export function parseForm<S extends z.ZodType>(schema: S, value: unknown, messageKey = 'errors.invalidFields'): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors: FieldErrors = {};
  addZodErrors(errors, '', result.error);
  throw new AppError('INVALID_FIELDS', messageKey, {}, errors);
}
