import 'server-only';
import { randomUUID } from 'node:crypto';
import { AppError } from '@/lib/domain/errors/app-error';
import type { TGuestCheckIn, TStore } from '@/lib/schemas/entities';
import { createGuestCheckInSchema } from '@/lib/schemas/forms/guest-check-in';
import { COLLECTIONS } from '@/lib/server/collections';
import type { Container } from '@/lib/server/container';
import { parseForm } from '@/lib/server/forms/parse-form';
import { normalizeEmail } from '@/lib/server/ports/auth';

export interface RegisterVisitOptions {
  app: Pick<Container, 'guestCheckIns' | 'documents'>;
  store: TStore;
  /** the check-in form as sent (Name, Phone, Email, Table, AgreeToReceivePromotionalOffers) */
  form: unknown;
  now?: number;
}

/** The spec's newsletter sign-up (part 2 §7: FirstName, LastName, Email, HQCompanyID, Mobile), ours with the store and time. */
export type NewsletterSignup = {
  FirstName: string;
  LastName: string;
  Email: string;
  HQCompanyID: string;
  Mobile: string;
  StoreID: string;
  CreatedOn: number;
};

/**
 * Guest check-in (the spec's register-visit; part 1 §4 "Auth and flows", part 2 §5): the visit
 * is recorded for the store's group, and when the guest ticked the marketing opt-in with an email
 * the newsletter sign-up is added too (one per group and email: a second visit refreshes it).
 * Only where the store enables check-in; elsewhere 404, as if the page did not exist.
 */
export async function registerVisit({ app, store, form, now = Date.now() }: RegisterVisitOptions): Promise<{ Success: true; checkIn: TGuestCheckIn }> {
  if (store.EnableGuestCheckIn !== true) throw new AppError('NOT_FOUND', 'membership.errors.checkInOff');
  const values = parseForm(createGuestCheckInSchema(), form, 'membership.checkFields');
  const createdOn = Math.floor(now / 1000);
  const group = store.HQCompanyID ?? store.ID;
  const email = values.Email ? normalizeEmail(values.Email) : '';
  const checkIn: TGuestCheckIn = {
    Name: values.Name,
    Phone: values.Phone,
    Email: email,
    Table: values.Table ?? '',
    AgreeToReceivePromotionalOffers: values.AgreeToReceivePromotionalOffers,
    HQCompanyID: group,
    StoreID: store.ID,
    CreatedOn: createdOn,
  };
  await app.guestCheckIns.save(randomUUID(), checkIn);
  if (values.AgreeToReceivePromotionalOffers && email !== '') {
    const [firstName, ...rest] = values.Name.split(/\s+/);
    const signup: NewsletterSignup = {
      FirstName: firstName,
      LastName: rest.join(' '),
      Email: email,
      HQCompanyID: group,
      Mobile: values.Phone,
      StoreID: store.ID,
      CreatedOn: createdOn,
    };
    await app.documents.set(COLLECTIONS.newsletterSignups, `${group}:${email}`, signup);
  }
  return { Success: true, checkIn };
}
