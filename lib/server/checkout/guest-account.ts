import 'server-only';
import { isAppError } from '@/lib/domain/errors/app-error';
import type { Locale } from '@/lib/i18n/routing';
import type { TStore, TUser } from '@/lib/schemas/entities';
import type { TPlaceOrderRequest } from '@/lib/schemas/api/orders';
import type { TPlaceOrderResult } from '@/lib/views/order';
import { openSessionCookie } from '../auth/member-session';
import { COLLECTIONS } from '../collections';
import type { Container } from '../container';
import { mailPasswordLink } from '../auth/password-link-mail';
import { siteOrigin } from '../http/site-origin';
import { FIRST_SESSION_VERSION, normalizeEmail } from '../ports/auth';
import { memberCode } from '../membership/new-member';
import type { CheckoutContact } from './checkout-forms';
import { sha256 } from './idempotency';
import { logger } from '../logger';

const log = logger.child({ component: 'accounts' });

/**
 * A guest who chose Become member at checkout (part 1 §4 "Place order", part 2 §6 "Guest"): the
 * member made from the checkout's details with the order, the order theirs, the new-account mail
 * with the link to set their password, and our session on the order's answer.
 *
 * What the answer tells: 'created', or 'exists' when the email already has an account (the order
 * then goes on as a guest's, and nothing of that account is read or changed). That is the one
 * bit the checkout's own email check (part 2 §5, rate-limited) and registration's 409 already
 * tell, and each try here costs a real order at a real store.
 */
export type GuestAccountOutcome = { status: 'created'; userId: string } | { status: 'exists' };

export interface GuestAccountInput {
  app: Pick<Container, 'auth' | 'documents' | 'stores' | 'email'>;
  store: TStore;
  request: TPlaceOrderRequest;
  /** the checked contact of the order (dine in's names and email included) */
  contact: CheckoutContact;
  /** the order's Idempotency-Key: a retry, however concurrent, makes the same member */
  idempotencyKey: string;
  /** the signed-in member placing the order: no account is made for them */
  memberId: string | null;
  /** the language of the new-account mail: the customer's */
  locale: Locale;
  now: Date;
}

/** The flag counts only where the store lets customers sign in (a stale page after LogIn was turned off places the order as a guest's). */
function wanted({ store, request, contact, memberId }: GuestAccountInput): boolean {
  return request.createUserForGuest === true && memberId === null && store.ViewComponentConfigs?.LogIn === true && contact.Email !== '';
}

/**
 * The new member's id, the same for every retry of one key and email: the credentials (one per
 * email, written in a transaction) are the gate, so twenty concurrent retries make one account,
 * and a retry finding "its" account taken by its own id knows it was a twin, not a stranger.
 */
function memberIdFor(idempotencyKey: string, email: string): string {
  const hex = sha256(`guest-account:${idempotencyKey}:${email}`);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function newMember(userId: string, email: string, input: GuestAccountInput): TUser {
  const { contact, store, request, now } = input;
  return {
    ID: userId,
    id: userId,
    email,
    FirstName: contact.FirstName,
    LastName: contact.LastName,
    DisplayName: `${contact.FirstName} ${contact.LastName}`.trim(),
    ...(contact.Phone ? { Mobile: contact.Phone, PhoneNumber: contact.Phone } : {}),
    ...(store.HQCompanyID ? { HQCompanyID: store.HQCompanyID } : {}),
    isVerified: false,
    IsGuest: false,
    CreateUserForGuest: true,
    JoinOurMail: request.agreeToReceivePromotionalOffers === true,
    RewardPoints: 0,
    EarnedRewardPoints: 0,
    SpentRewardPoints: 0,
    CustomerMemberCode: memberCode(),
    CreatedOn: Math.floor(now.getTime() / 1000),
  };
}

/**
 * Makes the member a guest asked for (null when no account was asked for or the store has no
 * login). Called once by place-order, after every check of the order passed and before the order
 * is written, so a refused order makes no account and the order is written as the member's.
 */
export async function accountForGuestOrder(input: GuestAccountInput): Promise<GuestAccountOutcome | null> {
  if (!wanted(input)) return null;
  const { app, store, idempotencyKey, locale } = input;
  const email = normalizeEmail(input.contact.Email);
  const userId = memberIdFor(idempotencyKey, email);
  try {
    await app.auth.createAccount({ userId, email, password: null });
  } catch (error) {
    if (!isAppError(error) || error.code !== 'CONFLICT') throw error;
    const existing = await app.auth.findAccount(email);
    // A concurrent retry of this very order made it: the same member, made once, mailed once.
    return existing?.userId === userId ? { status: 'created', userId } : { status: 'exists' };
  }
  const user = newMember(userId, email, input);
  await app.documents.runTransaction(async (tx) => {
    if (!(await tx.get(COLLECTIONS.users, userId))) tx.set(COLLECTIONS.users, userId, user);
  });
  try {
    await mailPasswordLink({ app, email, storeSlug: store.Slug, locale, siteUrl: siteOrigin(), isNewUser: true, now: input.now.getTime() });
  } catch (error) {
    // The order matters more than the mail: the member can still ask for a link (forgot password).
    log.error({ err: error }, 'guest account: the new-account mail was not sent');
  }
  return { status: 'created', userId };
}

/** The order's fields and answer for the outcome: the order carries CreateUserForGuest (the status page's notice). */
export function guestAccountOrderFields(outcome: GuestAccountOutcome | null): { CreateUserForGuest?: true } {
  return outcome?.status === 'created' ? { CreateUserForGuest: true } : {};
}

export function guestAccountAnswer(outcome: GuestAccountOutcome | null): Pick<TPlaceOrderResult, 'guestAccount'> {
  return outcome ? { guestAccount: outcome.status } : {};
}

/**
 * Our session for the member made with this order (the Set-Cookie header), on the order's answer
 * and on every retry of it, but only while the account has never had a password set: once the
 * member has chosen one, a replayed key signs nobody in. Null otherwise.
 */
export async function guestAccountSessionCookie({
  app,
  result,
}: {
  app: Pick<Container, 'auth' | 'historyOrders' | 'sessions'>;
  result: TPlaceOrderResult;
}): Promise<string | null> {
  if (result.guestAccount !== 'created') return null;
  const order = (await app.historyOrders.findById(result.orderId)) as
    (Record<string, unknown> & { Email?: unknown; OnlineOrderUserIdentifier?: unknown; CreateUserForGuest?: unknown }) | null;
  if (!order || order.CreateUserForGuest !== true || typeof order.Email !== 'string') return null;
  const account = await app.auth.findAccount(order.Email);
  if (!account || account.userId !== order.OnlineOrderUserIdentifier || account.sessionVersion !== FIRST_SESSION_VERSION) return null;
  return openSessionCookie(app, account, false);
}
