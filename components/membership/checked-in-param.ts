/**
 * The store page's query after a check-in: it shows "visit register success"
 * (guest-check-in-offer.tsx). Its own file, so the store page's offer does not load the check-in
 * form (and zod) to read it.
 */
export const CHECKED_IN_PARAM = 'checkedIn';
