import 'server-only';
import { AppError } from '@/lib/domain/errors/app-error';
import { createSmsCodeSchema } from '@/lib/schemas/forms/sms-verification';
import { M } from '@/lib/schemas/forms/messages';
import type { TUser } from '@/lib/schemas/entities';
import type { Container } from '@/lib/server/container';
import { COLLECTIONS } from '@/lib/server/collections';
import { parseForm } from '@/lib/server/forms/parse-form';
import type { MemberSession } from '@/lib/server/auth/member-session';
import { sessionSecret } from '@/lib/server/auth/session-secret';
import { codeHash, MAX_TRIES, sameHash } from '@/lib/server/auth/verification-codes';
import type { VerificationDoc } from './send-verification-code';

const wrongCode = () => new AppError('INVALID_FIELDS', 'auth.checkFields', {}, { code: [M.smsCodeIncorrect] });

/**
 * View 2 of the SMS verification: the code must be the one texted ('The SMS code entered is not
 * correct' otherwise), within 10 minutes and 5 tries (then a new one must be asked for). Right,
 * the member is verified with that mobile number and the code is used up.
 */
export async function checkVerificationCode({
  app,
  member,
  form,
  now = Date.now(),
}: {
  app: Pick<Container, 'users' | 'documents'>;
  member: MemberSession;
  form: { code?: string };
  now?: number;
}): Promise<TUser> {
  const { code } = parseForm(createSmsCodeSchema(), form, 'auth.checkFields');
  const seconds = Math.floor(now / 1000);
  const userId = member.user.ID;
  const verified = await app.documents.runTransaction(async (tx) => {
    const doc = await tx.get<VerificationDoc>(COLLECTIONS.verifications, userId);
    if (!doc || doc.ExpiresAt <= seconds || doc.Tries >= MAX_TRIES) return 'expired' as const;
    if (!sameHash(codeHash(code, { userId, phone: doc.To, secret: sessionSecret() }), doc.CodeHash)) {
      tx.update(COLLECTIONS.verifications, userId, { Tries: doc.Tries + 1 });
      return 'wrong' as const;
    }
    const user = await tx.get<TUser>(COLLECTIONS.users, userId);
    if (!user) return 'expired' as const;
    tx.delete(COLLECTIONS.verifications, userId);
    const next: TUser = { ...user, isVerified: true, Mobile: doc.Phone, PhoneNumber: doc.Phone };
    tx.set(COLLECTIONS.users, userId, next);
    return next;
  });
  if (verified === 'wrong') throw wrongCode();
  if (verified === 'expired') throw new AppError('INVALID_FIELDS', 'auth.checkFields', {}, { code: ['auth.codeExpired'] });
  return verified;
}
