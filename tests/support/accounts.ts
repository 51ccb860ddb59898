import type { z } from 'zod';
import { NextRequest } from 'next/server';
import { DELETE as SESSION_DELETE, GET as SESSION_GET } from '@/app/api/auth/session/route';
import { DELETE as SESSIONS_DELETE } from '@/app/api/auth/sessions/route';
import { POST as SIGN_IN } from '@/app/api/auth/sign-in/route';
import { POST as REGISTER } from '@/app/api/auth/register/route';
import { POST as FIREBASE_SIGN_IN } from '@/app/api/auth/firebase/route';
import { POST as PASSWORD_LINK } from '@/app/api/auth/password-link/route';
import { POST as PASSWORD_RESET } from '@/app/api/auth/password-reset/route';
import { POST as SEND_CODE } from '@/app/api/auth/verification/route';
import { POST as CHECK_CODE } from '@/app/api/auth/verification/check/route';
import { GET as PROFILE_GET, PUT as PROFILE_PUT } from '@/app/api/account/profile/route';
import { GET as CARDS_GET, POST as CARDS_POST } from '@/app/api/account/cards/route';
import { DELETE as CARD_DELETE } from '@/app/api/account/cards/[cardIdentifier]/route';
import { ZPasswordLinkResponseSchema, ZProfileResponseSchema, ZSendCodeResponseSchema, ZSessionResponseSchema } from '@/lib/schemas/api/auth';
import { ZStoredCardsResponseSchema } from '@/lib/schemas/api/cards';
import { expectAnswer } from './answer';

type Handler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** A browser of the account calls: it keeps the session cookie and the known-device cookie the server sets, like a real one. */
export class AccountClient {
  /** the session cookie (name=value) */
  cookie: string | null = null;
  /** the known-device cookie (name=value) */
  device: string | null = null;
  constructor(private readonly address = '203.0.113.7') {}

  private async call(answer: z.ZodType, handler: Handler, path: string, method: string, body?: unknown, headers: Record<string, string> = {}, params: Record<string, string> = {}) {
    const all: Record<string, string> = { 'content-type': 'application/json', 'x-forwarded-for': this.address, ...headers };
    const cookies = [this.cookie, this.device].filter(Boolean);
    if (cookies.length > 0) all.cookie = cookies.join('; ');
    const response = await handler(new NextRequest(`http://localhost${path}`, { method, headers: all, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }), {
      params: Promise.resolve(params),
    });
    // Every successful answer is checked against its response schema (lib/schemas/api).
    if (response.ok) await expectAnswer(response, answer);
    let set: string | null = null;
    for (const header of response.headers.getSetCookie()) {
      const pair = header.split(';')[0];
      const value = pair.endsWith('=') ? null : pair;
      if (pair.startsWith('known-device=')) this.device = value;
      else {
        set = header;
        this.cookie = value;
      }
    }
    return {
      status: response.status,
      json: (await response.json()) as Record<string, unknown> & {
        member?: { email: string; firstName: string; isVerified?: boolean } | null;
        error?: { code: string; message: string; fieldErrors?: Record<string, string[]> };
      },
      setCookie: set,
    };
  }

  session = () => this.call(ZSessionResponseSchema, SESSION_GET as Handler, '/api/auth/session', 'GET');
  signOut = () => this.call(ZSessionResponseSchema, SESSION_DELETE as Handler, '/api/auth/session', 'DELETE');
  signOutEverywhere = () => this.call(ZSessionResponseSchema, SESSIONS_DELETE as Handler, '/api/auth/sessions', 'DELETE');
  signIn = (body: unknown, headers?: Record<string, string>) => this.call(ZSessionResponseSchema, SIGN_IN as Handler, '/api/auth/sign-in', 'POST', body, headers);
  register = (body: unknown, headers?: Record<string, string>) => this.call(ZSessionResponseSchema, REGISTER as Handler, '/api/auth/register', 'POST', body, headers);
  firebaseSignIn = (body: unknown, headers?: Record<string, string>) => this.call(ZSessionResponseSchema, FIREBASE_SIGN_IN as Handler, '/api/auth/firebase', 'POST', body, headers);
  passwordLink = (body: unknown, headers?: Record<string, string>) =>
    this.call(ZPasswordLinkResponseSchema, PASSWORD_LINK as Handler, '/api/auth/password-link', 'POST', body, headers);
  resetPassword = (body: unknown, headers?: Record<string, string>) =>
    this.call(ZSessionResponseSchema, PASSWORD_RESET as Handler, '/api/auth/password-reset', 'POST', body, headers);
  sendCode = (body: unknown, headers?: Record<string, string>) => this.call(ZSendCodeResponseSchema, SEND_CODE as Handler, '/api/auth/verification', 'POST', body, headers);
  profile = () => this.call(ZProfileResponseSchema, PROFILE_GET as Handler, '/api/account/profile', 'GET');
  saveProfile = (body: unknown, headers?: Record<string, string>) => this.call(ZProfileResponseSchema, PROFILE_PUT as Handler, '/api/account/profile', 'PUT', body, headers);
  cards = () => this.call(ZStoredCardsResponseSchema, CARDS_GET as Handler, '/api/account/cards', 'GET');
  addCard = (body: unknown, headers?: Record<string, string>) => this.call(ZStoredCardsResponseSchema, CARDS_POST as Handler, '/api/account/cards', 'POST', body, headers);
  removeCard = (cardIdentifier: string) =>
    this.call(ZStoredCardsResponseSchema, CARD_DELETE as Handler, `/api/account/cards/${encodeURIComponent(cardIdentifier)}`, 'DELETE', undefined, {}, { cardIdentifier });
  checkCode = (body: unknown, headers?: Record<string, string>) => this.call(ZSessionResponseSchema, CHECK_CODE as Handler, '/api/auth/verification/check', 'POST', body, headers);
}

/** A registration form that passes every rule of part 2 §5. */
export function registration(overrides: Record<string, unknown> = {}) {
  return {
    email: 'grace@example.com',
    confirmEmail: 'grace@example.com',
    firstName: 'Grace',
    lastName: 'Hopper',
    phone: '0412345678',
    birthDate: '09/12/1986',
    password: 'cobol-1959',
    confirmPassword: 'cobol-1959',
    ...overrides,
  };
}

let members = 0;

/**
 * A new member, registered and signed in, each from an address of their own (so the
 * per-address limits of one test never touch another's) and with an email of their own.
 */
export async function signedInMember(tag: string): Promise<{ client: AccountClient; email: string }> {
  members += 1;
  const client = new AccountClient(`198.51.${Math.floor(members / 250)}.${members % 250}`);
  const email = `${tag}${members}@example.com`;
  await client.register(registration({ email, confirmEmail: email }));
  return { client, email };
}
