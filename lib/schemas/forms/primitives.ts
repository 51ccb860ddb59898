import { z } from 'zod';
import { M } from './messages';

/**
 * Control characters (NUL, CR, LF, ...) and bidirectional overrides: in a one-line field they
 * split a kitchen ticket or a mail header, or show text reordered on the store's screen.
 */
const NOT_ONE_LINE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u;

/** A required one-line text, trimmed; empty or missing gives `requiredKey`. */
export function requiredText(requiredKey: string) {
  return z
    .string({ error: requiredKey })
    .trim()
    .min(1, requiredKey)
    .refine((text) => !NOT_ONE_LINE.test(text), M.oneLineText);
}

/** Required and valid email, trimmed. */
export function emailField(requiredKey: string = M.emailRequired) {
  return requiredText(requiredKey).pipe(z.email({ error: M.emailInvalid }));
}

/** An optional email: blank becomes undefined, anything else must be valid. */
export const ZOptionalEmailSchema = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v))
  .pipe(z.email({ error: M.emailInvalid }).optional());

/** Letters only (any script), with spaces, hyphens and apostrophes inside names such as O'Brien. */
const LETTERS = /^\p{L}+(?:[ '\-]\p{L}+)*$/u;

/** Registration names: required, at least 2 characters, letters only. */
export function letterName(requiredKey: string, minKey: string) {
  return requiredText(requiredKey).min(2, minKey).regex(LETTERS, M.nameLettersOnly);
}

/** Checkout names: required and at least 2 characters after trimming. */
export function trimmedName(requiredKey: string, minKey: string) {
  return requiredText(requiredKey).min(2, minKey);
}

/** Accepts true only; anything else gives `key` (agree, terms). */
export function mustBeTrue(key: string) {
  return z.literal(true, { error: key });
}
