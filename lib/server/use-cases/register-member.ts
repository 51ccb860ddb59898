import 'server-only';
import { randomInt, randomUUID } from 'node:crypto';
import { createRegistrationSchema } from '@/lib/schemas/forms/registration';
import type { TStore, TUser } from '@/lib/schemas/entities';
import type { Container } from '../container';
import { parseForm } from '../forms/parse-form';
import type { Account } from '../ports/auth';

export interface RegisterMemberOptions {
  app: Pick<Container, 'auth' | 'users' | 'stores'>;
  /** the registration form as sent */
  form: unknown;
  /** the store the customer registers from: the member joins its head office's group */
  storeId: string | null;
  now?: number;
}

/** A 10-digit member code (the spec's CustomerMemberCode), shown on the member's card. */
export function memberCode(): string {
  return String(randomInt(1_000_000_000, 10_000_000_000));
}

/**
 * A member code no member has yet: the code is what the member's QR code and wallet pass carry,
 * so two members must never share one (a clash of 10 random digits is rare, and tried again).
 */
export async function uniqueMemberCode(users: Container['users']): Promise<string> {
  for (;;) {
    const code = memberCode();
    if ((await users.findBy('CustomerMemberCode', code, { limit: 1 })).docs.length === 0) return code;
  }
}

/** What every new member starts with (registration, a first social sign-in): unverified, no points, a member code, in the store's group. */
export function newMemberFields(store: TStore | null, now: number) {
  return {
    ...(store?.HQCompanyID ? { HQCompanyID: store.HQCompanyID } : {}),
    isVerified: false,
    IsGuest: false,
    RewardPoints: 0,
    EarnedRewardPoints: 0,
    SpentRewardPoints: 0,
    CustomerMemberCode: memberCode(),
    CreatedOn: Math.floor(now / 1000),
  } satisfies Partial<TUser>;
}

/**
 * Registration (part 1 §2, part 2 §5 "Member registration"): every rule of the form, then the
 * user record and the credentials. The credentials are the gate (one account per email, checked
 * in a transaction): when the email is taken the user record written just before is removed and
 * 409 "An account already exists for this email" answers.
 */
export async function registerMember({ app, form, storeId, now = Date.now() }: RegisterMemberOptions): Promise<{ account: Account; user: TUser }> {
  const values = parseForm(createRegistrationSchema(), form, 'auth.checkFields');
  const store = storeId ? await app.stores.findById(storeId) : null;
  const userId = randomUUID();
  const user: TUser = {
    ID: userId,
    id: userId,
    email: values.email.toLowerCase(),
    FirstName: values.firstName,
    LastName: values.lastName,
    DisplayName: `${values.firstName} ${values.lastName}`,
    Mobile: values.phone,
    PhoneNumber: values.phone,
    DateOfBirth: values.birthDate,
    ...(values.address ? { Address: values.address } : {}),
    ...newMemberFields(store, now),
  };
  await app.users.save(userId, user);
  try {
    const account = await app.auth.createAccount({ userId, email: values.email, password: values.password });
    return { account, user };
  } catch (error) {
    await app.users.delete(userId);
    throw error;
  }
}
