/**
 * A guest's checkout details, kept for the tab so the thank-you page's Become member opens the
 * registration already filled in (part 1 §2 Thank-you). Session storage: they end with the tab and
 * never leave the device; the thank-you page's address carries none of them.
 */
import { readStorage, writeStorage } from '../storage/browser-storage';
import { storageKey } from '../storage/keys';
import { isPlainObject } from '../storage/parsers';

export interface TGuestDetails {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
}

const FIELDS = ['email', 'firstName', 'lastName', 'phone'] as const;

const GUEST_DETAILS = storageKey<TGuestDetails>('guestDetails', 'session', (value) =>
  isPlainObject(value) && FIELDS.every((field) => typeof value[field] === 'string')
    ? (Object.fromEntries(FIELDS.map((field) => [field, value[field]])) as unknown as TGuestDetails)
    : null,
);

export function saveGuestDetails(details: TGuestDetails): void {
  writeStorage(GUEST_DETAILS, details);
}

export function readGuestDetails(): TGuestDetails | null {
  return readStorage(GUEST_DETAILS);
}
