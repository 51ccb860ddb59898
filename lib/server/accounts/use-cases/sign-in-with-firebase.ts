import 'server-only';
import { randomUUID } from 'node:crypto';
import { AppError, isAppError } from '@/lib/domain/errors/app-error';
import type { TUser } from '@/lib/schemas/entities';
import { enforceLimits } from '@/lib/server/rate-limit';
import type { Container } from '@/lib/server/container';
import { normalizeEmail, type Account, type FederatedIdentity } from '@/lib/server/ports/auth';
import { newMemberFields } from '@/lib/server/membership/new-member';

export interface SignInWithFirebaseOptions {
  app: Pick<Container, 'auth' | 'users' | 'stores' | 'documents'>;
  /** the ID token of the browser's Google or Facebook popup */
  idToken: string;
  /** the store signed in from: a first sign-in makes a member of its group */
  storeId: string | null;
  now?: number;
}

type Found = { account: Account; user: TUser } | null;

/**
 * The member whose user record carries the Firebase uid (FirebaseUDID) and owns the credentials.
 * Several records may carry it for a moment (first sign-ins racing, the losers' records not yet
 * removed): the one the credentials name is the member.
 */
async function byFirebaseUid(app: SignInWithFirebaseOptions['app'], uid: string): Promise<Found> {
  for (const { data: user } of (await app.users.findBy('FirebaseUDID', uid, { limit: 20 })).docs) {
    const account = await app.auth.findAccount(user.email);
    if (account?.userId === user.ID) return { account, user };
  }
  return null;
}

/**
 * The member with the token's email, linked to the Firebase uid when it is safely the same
 * person: the provider verified the email, or Firebase itself already joined the sign-ins (the
 * Firebase adapter makes a password account's uid our user id). Otherwise 409: someone who
 * merely claims the address at Facebook does not get the account.
 */
async function byEmail(app: SignInWithFirebaseOptions['app'], identity: FederatedIdentity & { email: string }): Promise<Found> {
  const account = await app.auth.findAccount(identity.email);
  const user = account ? await app.users.findById(account.userId) : null;
  if (!account || !user) return null;
  const samePerson = identity.emailVerified || user.FirebaseUDID === identity.uid || account.userId === identity.uid;
  if (!samePerson) throw new AppError('CONFLICT', 'socialSignIn.emailInUse');
  return { account, user: user.FirebaseUDID === identity.uid ? user : await app.users.save(user.ID, { ...user, FirebaseUDID: identity.uid }) };
}

/** "Ada King Lovelace" → first name "Ada King", last name "Lovelace"; one word is a first name. */
function splitName(name: string | null): { FirstName?: string; LastName?: string; DisplayName?: string } {
  if (!name) return {};
  const at = name.lastIndexOf(' ');
  return at < 0 ? { FirstName: name, DisplayName: name } : { FirstName: name.slice(0, at), LastName: name.slice(at + 1), DisplayName: name };
}

/**
 * Social sign-in (part 1 §2, part 2 §6 and §7 "social popup sign-in"): the browser's Firebase ID
 * token is verified (signature, expiry, audience, issuer, revocation), then the member is found
 * by the token's uid, else by its email, else made: a first sign-in creates the member in the
 * store's group with a member code, like registration, with no password (one can be set later
 * from a password link). Two first sign-ins at once make one member: the credentials are the
 * gate, and the loser's user record is removed before it signs in to the winner's.
 */
export async function signInWithFirebase({ app, idToken, storeId, now = Date.now() }: SignInWithFirebaseOptions): Promise<{ account: Account; user: TUser; created: boolean }> {
  if (!app.auth.verifyIdToken) throw new AppError('NOT_FOUND', 'socialSignIn.notConfigured');
  const identity = await app.auth.verifyIdToken(idToken);
  if (!identity) throw new AppError('UNAUTHORIZED', 'socialSignIn.invalidToken');
  const provider = identity.signInProvider === 'facebook.com' ? 'Facebook' : 'Google';
  const email = identity.email;
  if (!email) throw new AppError('UNAUTHORIZED', 'socialSignIn.noEmail', { provider });
  // The sign-in form's per-email limit, counted once the token says whose account it is.
  await enforceLimits(app.documents, ['signInPerEmail', normalizeEmail(email)]);

  const found = (await byFirebaseUid(app, identity.uid)) ?? (await byEmail(app, { ...identity, email }));
  if (found) return { ...found, created: false };

  const store = storeId ? await app.stores.findById(storeId) : null;
  const userId = randomUUID();
  const user: TUser = {
    ID: userId,
    id: userId,
    email,
    ...splitName(identity.name),
    FirebaseUDID: identity.uid,
    ...newMemberFields(store, now),
  };
  await app.users.save(userId, user);
  try {
    const account = await app.auth.createAccount({ userId, email, password: null, federatedUid: identity.uid });
    return { account, user, created: true };
  } catch (error) {
    await app.users.delete(userId);
    const winner = isAppError(error) && error.code === 'CONFLICT' ? await byFirebaseUid(app, identity.uid) : null;
    if (winner) return { ...winner, created: false };
    throw error;
  }
}
