/**
 * Currency display per store (spec part 1 §1): "$" with 2 decimals, except the Indonesian
 * locale (CurrencyLocaleName 'id-ID') which shows "Rp" with no decimals. Hand-written rather than
 * Intl so the server and every browser print exactly the same text (no hydration mismatch).
 */
import { type Cents, roundHalfAway, toCents } from './cents';

export const INDONESIAN_LOCALE = 'id-ID';

/** True for the store locale that uses rupiah and the "tax" label. */
export function isIndonesianLocale(currencyLocaleName: string | null | undefined): boolean {
  return (currencyLocaleName ?? '').toLowerCase().replace('_', '-') === 'id-id';
}

/** Digits in groups of three with `separator`. */
function group(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** Formats an amount held in cents: `$1,234.50`, `-$3.00`, `Rp12.500` (id-ID groups with dots). */
export function formatCents(cents: Cents, currencyLocaleName?: string | null): string {
  const sign = cents < 0 ? '-' : '';
  const magnitude = Math.abs(cents);
  if (isIndonesianLocale(currencyLocaleName)) {
    const whole = roundHalfAway(magnitude / 100);
    return `${sign}Rp${group(String(whole), '.')}`;
  }
  const whole = Math.floor(magnitude / 100);
  const fraction = String(magnitude % 100).padStart(2, '0');
  return `${sign}$${group(String(whole), ',')}.${fraction}`;
}

/** Formats a dollar amount as stored in the data (12.5 -> `$12.50`). */
export function formatMoney(amount: number, currencyLocaleName?: string | null): string {
  return formatCents(toCents(amount), currencyLocaleName);
}

/** The ISO 4217 code (lowercase, as payment providers take it) of a store's money: rupiah for id-ID, else Australian dollars. */
export function currencyCode(currencyLocaleName: string | null | undefined): 'idr' | 'aud' {
  return currencyLocaleName === INDONESIAN_LOCALE ? 'idr' : 'aud';
}
