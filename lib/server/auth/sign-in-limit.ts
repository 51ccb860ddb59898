import 'server-only';
import { isAppError, type AppError } from '@/lib/domain/errors/app-error';
import type { DocumentStore } from '../ports/document-store';
import { enforceLimits } from '../rate-limit';

/**
 * Counts a password sign-in against both its limits, the email's and the address's (each try
 * counts in both, refused or not). A spent address limit refuses at once. A spent email limit
 * refuses at once too, unless the device is known to that email (lib/server/auth/known-device.ts):
 * then the refusal is handed back instead, for the caller to throw unless the password proves
 * right for that very account, so ten wrong tries from elsewhere do not lock the owner out.
 */
export async function countSignInTry(
  documents: DocumentStore,
  { email, clientAddress, knownDevice }: { email: string; clientAddress: string | null; knownDevice: boolean },
): Promise<AppError | null> {
  const emailSpent = await enforceLimits(documents, ['signInPerEmail', email]).then(
    () => null,
    (error: unknown) => {
      if (isAppError(error) && error.code === 'RATE_LIMITED') return error;
      throw error;
    },
  );
  await enforceLimits(documents, ['signInPerAddress', clientAddress]);
  if (emailSpent && !knownDevice) throw emailSpent;
  return emailSpent;
}
