import 'server-only';
import { randomUUID } from 'node:crypto';
import { createRegistrationSchema } from '@/lib/schemas/forms/registration';
import type { TUser } from '@/lib/schemas/entities';
import type { Container } from '@/lib/server/container';
import { parseForm } from '@/lib/server/forms/parse-form';
import { newMemberFields } from '../new-member';
import type { Account } from '@/lib/server/ports/auth';

export interface RegisterMemberOptions {
  app: Pick<Container, 'auth' | 'users' | 'stores'>;
  /** the registration form as sent */
  form: unknown;
  /** the store the customer registers from: the member joins its head office's group */
  storeId: string | null;
  now?: number;
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
