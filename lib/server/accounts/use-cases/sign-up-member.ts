import 'server-only';
import { randomUUID } from 'node:crypto';
import { AppError } from '@/lib/domain/errors/app-error';
import { isListed } from '@/lib/domain/store-list/store-list';
import type { TStore, TUser } from '@/lib/schemas/entities';
import { M } from '@/lib/schemas/forms/messages';
import { createMembershipSignupSchema } from '@/lib/schemas/forms/membership-signup';
import type { Container } from '@/lib/server/container';
import { parseForm } from '@/lib/server/forms/parse-form';
import { normalizeEmail } from '@/lib/server/ports/auth';
import { newMemberFields, uniqueMemberCode } from '@/lib/server/membership/new-member';

export interface SignUpMemberOptions {
  app: Pick<Container, 'auth' | 'users' | 'stores'>;
  /** the store of `/signup/{storeid}`: the member joins its group */
  store: TStore;
  /** the sign-up form as sent */
  form: unknown;
  now?: number;
}

/** The other enabled, listed stores of the store's group: the preferred-store choice (part 2 §5), empty for an independent store. */
export async function otherGroupStores(stores: Container['stores'], store: TStore): Promise<TStore[]> {
  if (!store.HQCompanyID) return [];
  const group = await stores.listByHeadOffice(store.HQCompanyID);
  return group.filter((other) => other.ID !== store.ID && isListed(other)).sort((a, b) => (a.DisplayOrder ?? 0) - (b.DisplayOrder ?? 0));
}

/**
 * Loyalty membership sign-up (the spec's create-so-user; part 1 §2, part 2 §5 "Member
 * registration"): every rule of the form, then the member on the same machinery as registration
 * (credentials through the Auth port, the users collection), with a member code of their own and
 * no password yet: the member signs in later by choosing one through "forgot password" (the
 * checkout's new-account mail speaks of an order, which a sign-up is not). The credentials are the
 * gate: an email that has an account answers 409 and writes nothing.
 */
export async function signUpMember({ app, store, form, now = Date.now() }: SignUpMemberOptions): Promise<{ user: TUser }> {
  const others = await otherGroupStores(app.stores, store);
  const values = parseForm(createMembershipSignupSchema({ offerPreferredStore: others.length > 0 }), form, 'membership.checkFields');
  const preferred = values.preferredStore ? others.find((other) => other.ID === values.preferredStore?.ID) : undefined;
  if (values.preferredStore && !preferred) throw new AppError('INVALID_FIELDS', 'membership.checkFields', {}, { preferredStore: [M.preferredStoreRequired] });
  const email = normalizeEmail(values.email);
  const userId = randomUUID();
  await app.auth.createAccount({ userId, email, password: null });
  const user: TUser = {
    ID: userId,
    id: userId,
    email,
    FirstName: values.firstName,
    LastName: values.lastName,
    DisplayName: `${values.firstName} ${values.lastName}`,
    Mobile: values.mobile,
    PhoneNumber: values.mobile,
    DateOfBirth: values.birthDate,
    Gender: values.gender,
    Postcode: values.postcode,
    ...(preferred ? { PreferredStore: preferred.ID } : {}),
    ...(values.address ? { Address: values.address } : {}),
    ...newMemberFields(store, now),
    CustomerMemberCode: await uniqueMemberCode(app.users),
  };
  await app.users.save(userId, user);
  return { user };
}
