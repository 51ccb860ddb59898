import 'server-only';
import { ZProfileDetailsSchema } from '@/lib/schemas/forms/profile';
import type { TUser } from '@/lib/schemas/entities';
import type { TProfileView } from '@/lib/views/account';
import type { Container } from '@/lib/server/container';
import { COLLECTIONS } from '@/lib/server/collections';
import { parseForm } from '@/lib/server/forms/parse-form';
import type { MemberSession } from '@/lib/server/auth/member-session';

export function profileView(user: TUser, email: string): TProfileView {
  return {
    email,
    firstName: user.FirstName ?? '',
    lastName: user.LastName ?? '',
    mobile: user.Mobile ?? '',
    dateOfBirth: user.DateOfBirth ?? user.BirthDate ?? '',
    address: user.Address ?? '',
    isVerified: user.isVerified === true,
    memberCode: user.CustomerMemberCode ?? null,
  };
}

/**
 * My account's save (part 2 §7 customers/{id} and "save profile step 2"): first and last name,
 * mobile, birth date and address by the spec's rules, on the session's own user only. A new
 * mobile number is no longer the verified one: the member verifies it again where a store asks.
 */
export async function saveProfile({ app, member, form }: { app: Pick<Container, 'documents'>; member: MemberSession; form: unknown }): Promise<TProfileView> {
  const values = parseForm(ZProfileDetailsSchema, form, 'auth.checkFields');
  const userId = member.user.ID;
  const saved = await app.documents.runTransaction(async (tx) => {
    const user = (await tx.get<TUser>(COLLECTIONS.users, userId))!;
    const mobileChanged = values.Mobile !== (user.Mobile ?? '');
    const next: TUser = {
      ...user,
      FirstName: values.FirstName,
      LastName: values.LastName,
      DisplayName: `${values.FirstName} ${values.LastName}`,
      Mobile: values.Mobile,
      PhoneNumber: values.Mobile,
      DateOfBirth: values.DateOfBirth,
      ...(values.Address ? { Address: values.Address } : {}),
      isVerified: mobileChanged ? false : user.isVerified === true,
    };
    tx.set(COLLECTIONS.users, userId, next);
    return next;
  });
  return profileView(saved, member.account.email);
}
