import { z } from 'zod';
import { M } from './messages';

/** Birth-date status (part 1 §4, part 2 §5): 0 ok, 1 empty, 2 invalid. */
export const BIRTH_DATE_STATUS = { ok: 0, empty: 1, invalid: 2 } as const;
export type TBirthDateStatus = (typeof BIRTH_DATE_STATUS)[keyof typeof BIRTH_DATE_STATUS];

/** DD/MM/YYYY with a 4-digit year, and a real calendar date (no 31/04, 29/02 only in leap years). */
export function birthDateStatus(value: string | null | undefined): TBirthDateStatus {
  const text = (value ?? '').trim();
  if (text === '') return BIRTH_DATE_STATUS.empty;
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!match) return BIRTH_DATE_STATUS.invalid;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1000 ? BIRTH_DATE_STATUS.ok : BIRTH_DATE_STATUS.invalid;
}

/** 'The Date of Birth field is required' / 'The Date of Birth should be DD/MM/YYYY format'. */
export const ZBirthDateSchema = z
  .string({ error: M.birthDateRequired })
  .trim()
  .superRefine((value, ctx) => {
    const status = birthDateStatus(value);
    if (status === BIRTH_DATE_STATUS.empty) ctx.addIssue({ code: 'custom', message: M.birthDateRequired, params: { status } });
    if (status === BIRTH_DATE_STATUS.invalid) ctx.addIssue({ code: 'custom', message: M.birthDateFormat, params: { status } });
  });

/** DD/MM/YYYY to 'YYYY-MM-DD' for payloads; null unless valid (the signup sends it only if valid). */
export function birthDateToIso(value: string | null | undefined): string | null {
  if (birthDateStatus(value) !== BIRTH_DATE_STATUS.ok) return null;
  const [day, month, year] = (value as string).trim().split('/');
  return `${year}-${month}-${day}`;
}
