/** Card brands the storefront accepts: Visa, Mastercard, and American Express with StripeActivated. */
export type TCardType = 'visa' | 'mastercard' | 'amex';

export function normaliseCardNumber(value: string): string {
  return value.replace(/[\s-]+/g, '');
}

/** Card type by number prefix: 4 Visa, 5 Mastercard, 34/37 American Express. */
export function detectCardType(value: string): TCardType | null {
  const digits = normaliseCardNumber(value);
  if (/^4/.test(digits)) return 'visa';
  if (/^5/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return null;
}

/** The Luhn check digit is right. */
export function passesLuhn(value: string): boolean {
  const digits = normaliseCardNumber(value);
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Digits of the card's security code: 4 on an American Express, 3 on Visa and Mastercard; null when the type is not known yet. */
export function cvvLengthOf(type: TCardType | null): 3 | 4 | null {
  if (type === null) return null;
  return type === 'amex' ? 4 : 3;
}

const LENGTHS: Record<TCardType, readonly number[]> = { visa: [13, 16, 19], mastercard: [16], amex: [15] };

export function hasCardLength(value: string, type: TCardType): boolean {
  return LENGTHS[type].includes(normaliseCardNumber(value).length);
}

/** Groups of 4 as typed, at most 19 characters with spaces (the input mask). */
export function maskCardNumber(value: string): string {
  return normaliseCardNumber(value)
    .replace(/\D/g, '')
    .slice(0, 16)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Masked display of a stored card: only the last 4 digits. */
export function lastFourMasked(value: string): string {
  const digits = normaliseCardNumber(value);
  return `**** **** **** ${digits.slice(-4)}`;
}
