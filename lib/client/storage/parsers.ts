/**
 * Validators of the simple stored values (texts, flags, the order type, the table), written as
 * plain functions: the store screen reads them at first paint, and zod's core (about 12 KB
 * gzipped) would otherwise be part of every page's first download. Entities with many fields
 * (delivery address, guest check-in, cart) keep their zod schemas and are read by code that is
 * loaded later (entity-keys.ts, lib/client/cart/cart-codec.ts).
 *
 * Each parser gives the value as it must be used (texts trimmed, unknown object fields dropped
 * unless said otherwise) or null when the value is not valid.
 */
export type Parser<T> = (value: unknown) => T | null;

export const anyValue: Parser<unknown> = (value) => (value === undefined ? null : value);

export const flag: Parser<boolean> = (value) => (typeof value === 'boolean' ? value : null);

/** A non-empty string, kept as written. */
export const nonEmpty: Parser<string> = (value) => (typeof value === 'string' && value.length > 0 ? value : null);

/** A string with text in it, trimmed. */
export const trimmedText: Parser<string> = (value) => {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

export function oneOf<const T extends readonly string[]>(values: T): Parser<T[number]> {
  return (value) => (typeof value === 'string' && (values as readonly string[]).includes(value) ? value : null);
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
