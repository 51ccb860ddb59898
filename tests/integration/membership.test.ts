import { generateKeyPairSync, createVerify } from 'node:crypto';
import { NextRequest } from 'next/server';
import { POST as SIGN_UP } from '@/app/api/stores/[storeId]/members/route';
import { POST as VISIT } from '@/app/api/stores/[storeId]/visits/route';
import { GET as QR_CODE } from '@/app/api/members/[userId]/qr-code/route';
import { GET as GOOGLE_WALLET } from '@/app/api/members/[userId]/google-wallet/route';
import { GET as APPLE_WALLET } from '@/app/api/members/[userId]/apple-wallet/route';
import { POST as SIGN_IN } from '@/app/api/auth/sign-in/route';
import { POST as REGISTER } from '@/app/api/auth/register/route';
import type { TUser } from '@/lib/schemas/entities';
import { createSqliteDocumentStore } from '@/lib/server/adapters/sqlite/sqlite-document-store';
import { createContainer, setContainerForTests, type Container } from '@/lib/server/container';
import { appleWalletPass } from '@/lib/server/membership/apple-wallet';
import { googleWalletSaveUrl } from '@/lib/server/membership/google-wallet';
import { loadCatalogue } from '@/lib/server/catalogue/use-cases/load-catalogue';
import { loadMembershipCompletionPage, loadGuestCheckInPage, loadMembershipSignupPage } from '@/lib/server/pages/load-membership-pages';
import { testStore } from '../support/catalogue';
import { decodeQrPng } from '../support/qr-png';
import { passCertificates, storedZipEntries } from '../support/wallet-pass';
import forge from 'node-forge';
import { ZMembershipSignupResponseSchema, ZRegisterVisitResponseSchema } from '@/lib/schemas/api/members';
import { expectAnswer } from '../support/answer';

// Encoding and decoding PNGs and scrypt's password hashes take seconds on a busy CI machine.
jest.setTimeout(30_000);

const GROUP = 'hq-members';
const GROUP_STORE = testStore({
  ID: '21',
  Slug: 'group-one',
  Name: 'Group One',
  HQCompanyID: GROUP,
  EnableGuestCheckIn: true,
  DisplayOrder: 1,
  ThemeSettings: { Colours: { IntroBackground: '#0b3c5d' } },
});
const SISTER_STORE = testStore({ ID: '22', Slug: 'group-two', Name: 'Group Two', HQCompanyID: GROUP, DisplayOrder: 2 });
const SOLO_STORE = testStore({ ID: '23', Slug: 'solo', Name: 'Solo Cafe', EnableGuestCheckIn: true, ViewComponentConfigs: { IsHideCheckboxMarketing: true } });
const NO_CHECK_IN_STORE = testStore({ ID: '24', Slug: 'no-check-in', Name: 'No Check-in' });

type Handler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
type Answer = { status: number; json: Record<string, unknown> & { error?: { code: string; message: string; fieldErrors?: Record<string, string[]> } }; response: Response };

let app: Container;
let addresses = 0;

/** A browser with a cookie jar, at an address of its own (the per-address limits of one test never touch another's). */
class Browser {
  readonly jar = new Map<string, string>();
  private readonly address = `192.0.2.${(addresses += 1)}`;

  async call(handler: Handler, path: string, method: string, params: Record<string, string>, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    const all: Record<string, string> = { 'content-type': 'application/json', 'x-forwarded-for': this.address, ...headers };
    if (this.jar.size > 0) all.cookie = [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await handler(new NextRequest(`http://localhost${path}`, { method, headers: all, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }), {
      params: Promise.resolve(params),
    });
    const set = response.headers.get('set-cookie');
    if (set) {
      const [name, value] = set.split(';')[0].split('=');
      if (value) this.jar.set(name, value);
      else this.jar.delete(name);
    }
    const type = response.headers.get('content-type') ?? '';
    return { status: response.status, json: type.includes('json') ? await response.clone().json() : {}, response };
  }

  signUp = (storeId: string, body: unknown, headers?: Record<string, string>) =>
    this.call(SIGN_UP as Handler, `/api/stores/${storeId}/members`, 'POST', { storeId }, body, headers);
  visit = (storeId: string, body: unknown, headers?: Record<string, string>) => this.call(VISIT as Handler, `/api/stores/${storeId}/visits`, 'POST', { storeId }, body, headers);
  qrCode = (userId: string) => this.call(QR_CODE as Handler, `/api/members/${userId}/qr-code`, 'GET', { userId });
  googleWallet = (userId: string, storeId: string) => this.call(GOOGLE_WALLET as Handler, `/api/members/${userId}/google-wallet?storeId=${storeId}`, 'GET', { userId });
  appleWallet = (userId: string, storeId: string) => this.call(APPLE_WALLET as Handler, `/api/members/${userId}/apple-wallet?storeId=${storeId}`, 'GET', { userId });
  register = (body: unknown) => this.call(REGISTER as Handler, '/api/auth/register', 'POST', {}, body);
  signIn = (body: unknown) => this.call(SIGN_IN as Handler, '/api/auth/sign-in', 'POST', {}, body);
  cookies = () => ({ get: (name: string) => (this.jar.has(name) ? { value: this.jar.get(name) as string } : undefined) });
}

let emails = 0;
/** A sign-up form that passes every rule of part 2 §5, with an email of its own. */
function signup(overrides: Record<string, unknown> = {}) {
  const email = `member${(emails += 1)}@example.com`;
  return {
    email,
    confirmEmail: email,
    firstName: 'Grace',
    lastName: 'Hopper',
    birthDate: '09/12/1986',
    gender: 1,
    mobile: '0412345678',
    postcode: '2000',
    preferredStore: { ID: '22', Name: 'Group Two' },
    address: '1 George Street, Sydney NSW 2000',
    agree: true,
    ...overrides,
  };
}

beforeAll(async () => {
  app = createContainer(createSqliteDocumentStore({ filename: ':memory:' }));
  await loadCatalogue({
    documents: app.documents,
    catalogue: { headOffices: [{ ID: GROUP, Name: 'Members Group' }], stores: [GROUP_STORE, SISTER_STORE, SOLO_STORE, NO_CHECK_IN_STORE], menus: {}, coupons: [] },
  });
  setContainerForTests(app);
});
afterAll(async () => {
  setContainerForTests(undefined);
  await app.documents.close();
});

describe('membership sign-up (create-so-user; part 2 §5 "Member registration")', () => {
  it('makes the member in the store’s group with a unique member code, no password yet and the sign-up token', async () => {
    const browser = new Browser();
    const form = signup({ email: 'Join@Example.com', confirmEmail: 'join@example.com' });
    const { status, json, response } = await browser.signUp('21', form);
    await expectAnswer(response, ZMembershipSignupResponseSchema);
    expect(status).toBe(201);
    expect(json).toEqual({ userId: expect.any(String), memberCode: expect.stringMatching(/^\d{10}$/) });
    expect(response.headers.get('set-cookie')).toMatch(/^membership-signup=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=3600$/);
    const user = await app.users.findById(json.userId as string);
    expect(user).toMatchObject({
      email: 'join@example.com',
      FirstName: 'Grace',
      LastName: 'Hopper',
      DisplayName: 'Grace Hopper',
      Mobile: '0412345678',
      DateOfBirth: '09/12/1986',
      Gender: 1,
      Postcode: '2000',
      PreferredStore: '22',
      Address: '1 George Street, Sydney NSW 2000',
      HQCompanyID: GROUP,
      IsGuest: false,
      RewardPoints: 0,
      CustomerMemberCode: json.memberCode,
    });
    expect(await app.auth.findAccount('join@example.com')).toMatchObject({ userId: json.userId, sessionVersion: 1 });
    // A password is chosen later through "forgot password": the sign-up mails nothing.
    expect(await app.outbox.list({ to: 'join@example.com', channel: 'email', limit: 1 })).toEqual([]);
  });

  it('gives every member a code of their own', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 5; i += 1) codes.add((await new Browser().signUp('23', signup({ preferredStore: undefined }))).json.memberCode as string);
    expect(codes.size).toBe(5);
  });

  it.each([
    ['email', { email: '' }, 'email', 'The Email field is required'],
    ['email format', { email: 'grace@', confirmEmail: 'grace@' }, 'email', 'Please enter a valid email address'],
    ['confirm email', { confirmEmail: 'other@example.com' }, 'confirmEmail', 'The email addresses do not match'],
    ['first name', { firstName: 'G' }, 'firstName', 'The first name must be at least 2 characters'],
    ['last name letters only', { lastName: 'H0pper' }, 'lastName', 'Names may contain letters only'],
    ['birth date required', { birthDate: '' }, 'birthDate', 'The Date of Birth field is required'],
    ['birth date format', { birthDate: '1986-12-09' }, 'birthDate', 'The Date of Birth should be DD/MM/YYYY format'],
    ['birth date calendar', { birthDate: '31/04/1990' }, 'birthDate', 'The Date of Birth should be DD/MM/YYYY format'],
    ['birth date 2-digit year', { birthDate: '09/12/86' }, 'birthDate', 'The Date of Birth should be DD/MM/YYYY format'],
    ['gender', { gender: 3 }, 'gender', 'Please choose Male, Female or Unspecified'],
    ['mobile', { mobile: '041234' }, 'mobile', 'The phone number must be at least 8 digits'],
    ['AU mobile', { mobile: '0212345678' }, 'mobile', 'Please enter a mobile number starting with 04 followed by 8 digits'],
    ['postcode', { postcode: '200' }, 'postcode', 'The postcode must be 4 digits'],
    ['postcode digits', { postcode: '20a0' }, 'postcode', 'The postcode must be 4 digits'],
    ['preferred store (the group has others)', { preferredStore: undefined }, 'preferredStore', 'Please choose your preferred store'],
    ['preferred store of another group', { preferredStore: { ID: '23', Name: 'Solo Cafe' } }, 'preferredStore', 'Please choose your preferred store'],
    ['agree', { agree: false }, 'agree', 'Please agree to the terms and conditions to join'],
  ])('refuses a bad %s with the spec’s message, and makes nothing', async (_rule, change, field, message) => {
    const before = await app.documents.count('users');
    const { status, json } = await new Browser().signUp('21', signup(change));
    expect(status).toBe(422);
    expect(json.error).toMatchObject({ code: 'INVALID_FIELDS', message: 'Please check the highlighted fields.' });
    expect(json.error?.fieldErrors?.[field]).toEqual([message]);
    expect(await app.documents.count('users')).toBe(before);
  });

  it('asks no preferred store where the group has no other store', async () => {
    expect((await new Browser().signUp('23', signup({ preferredStore: undefined }))).status).toBe(201);
  });

  it('answers in Chinese for a Chinese client', async () => {
    const { json } = await new Browser().signUp('21', signup({ birthDate: '' }), { 'accept-language': 'zh-CN' });
    expect(json.error?.message).toBe('请检查标出的字段。');
    expect(json.error?.fieldErrors?.birthDate?.[0]).not.toMatch(/[A-Za-z]{4}/);
  });

  it('refuses an email that has an account with 409 and changes nothing', async () => {
    const form = signup();
    await new Browser().signUp('21', form);
    const users = await app.documents.count('users');
    const { status, json } = await new Browser().signUp('21', { ...form, email: form.email.toUpperCase() });
    expect(status).toBe(409);
    expect(json.error?.code).toBe('CONFLICT');
    expect(await app.documents.count('users')).toBe(users);
  });

  it('answers 404 for an unknown or disabled store and 400 for a body of the wrong shape', async () => {
    expect((await new Browser().signUp('99', signup())).status).toBe(404);
    expect((await new Browser().signUp('21', { gender: 'male' })).status).toBe(400);
  });
});

describe('the member’s QR code and wallet links: the member themself or their fresh sign-up only', () => {
  let owner: Browser;
  let userId: string;
  let memberCode: string;
  beforeAll(async () => {
    owner = new Browser();
    const { json } = await owner.signUp('21', signup());
    userId = json.userId as string;
    memberCode = json.memberCode as string;
  });

  it('serves the sign-up its QR code as QrCode.png, a PNG that decodes back to the member code', async () => {
    const { status, response } = await owner.qrCode(userId);
    expect(status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-disposition')).toContain('filename="QrCode.png"');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const png = Buffer.from(await response.arrayBuffer());
    expect(decodeQrPng(png)).toBe(memberCode);
  });

  it('refuses a visitor, another member and another sign-up’s token with 404', async () => {
    expect((await new Browser().qrCode(userId)).status).toBe(404);
    const other = new Browser();
    await other.register({
      email: 'someone@example.com',
      confirmEmail: 'someone@example.com',
      firstName: 'Some',
      lastName: 'One',
      phone: '0412345678',
      birthDate: '01/01/1990',
      password: 'secret-1',
      confirmPassword: 'secret-1',
    });
    expect(other.jar.has('session')).toBe(true);
    expect((await other.qrCode(userId)).status).toBe(404);
    expect((await other.googleWallet(userId, '21')).status).toBe(404);
    const stranger = new Browser();
    await stranger.signUp('21', signup());
    expect((await stranger.qrCode(userId)).status).toBe(404);
    const forged = new Browser();
    forged.jar.set('membership-signup', 'Fe26.2**forged');
    expect((await forged.qrCode(userId)).status).toBe(404);
  });

  it('stops the sign-up token once the member has chosen a password (their session is the way in then)', async () => {
    const browser = new Browser();
    const form = signup();
    const { json } = await browser.signUp('21', form);
    const id = json.userId as string;
    const account = await app.auth.findAccount(form.email);
    const nonce = await app.auth.startPasswordLink(form.email);
    await app.auth.finishPasswordLink(form.email, nonce as string, 'new-secret-1');
    expect(account?.sessionVersion).toBe(1);
    expect((await browser.qrCode(id)).status).toBe(404);
    await browser.signIn({ email: form.email, password: 'new-secret-1' });
    expect((await browser.qrCode(id)).status).toBe(200);
  });

  it('hides Google Wallet when it is not configured (404 for the member too)', async () => {
    const { status, json } = await owner.googleWallet(userId, '21');
    expect(status).toBe(404);
    expect(json.error?.code).toBe('NOT_FOUND');
  });

  it('signs the Google Wallet save link with the service account, carrying the member code as the QR barcode', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const user = (await app.users.findById(userId)) as TUser;
    const url = googleWalletSaveUrl({
      config: {
        issuerId: '3388000000012345678',
        clientEmail: 'wallet@project.iam.gserviceaccount.com',
        privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      },
      store: GROUP_STORE,
      user,
      siteUrl: 'https://shop.example.com/',
      now: 1_800_000_000_000,
    });
    const [header, payload, signature] = url.replace('https://pay.google.com/gp/v/save/', '').split('.');
    expect(createVerify('RSA-SHA256').update(`${header}.${payload}`).verify(publicKey, Buffer.from(signature, 'base64url'))).toBe(true);
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(claims).toMatchObject({ iss: 'wallet@project.iam.gserviceaccount.com', aud: 'google', typ: 'savetowallet', iat: 1_800_000_000, origins: ['https://shop.example.com'] });
    expect(claims.payload.loyaltyClasses[0]).toMatchObject({ id: '3388000000012345678.store-21', issuerName: 'Group One', hexBackgroundColor: '#0b3c5d' });
    expect(claims.payload.loyaltyObjects[0]).toMatchObject({
      classId: '3388000000012345678.store-21',
      state: 'ACTIVE',
      accountId: memberCode,
      accountName: 'Grace Hopper',
      barcode: { type: 'QR_CODE', value: memberCode },
    });
  });

  it('hides Apple Wallet when no pass certificate is configured (404 for the member too, and for a stranger)', async () => {
    expect((await owner.appleWallet(userId, '21')).status).toBe(404);
    expect((await new Browser().appleWallet(userId, '21')).status).toBe(404);
  });

  it('signs the Apple Wallet pass with the Pass Type ID certificate, its QR the member code', async () => {
    const user = (await app.users.findById(userId)) as TUser;
    const certificates = passCertificates();
    const pkpass = await appleWalletPass({ config: { passTypeIdentifier: 'pass.com.example.loyalty', teamIdentifier: 'ABCDE12345', ...certificates }, store: GROUP_STORE, user });
    const files = storedZipEntries(pkpass);
    expect([...files.keys()].sort()).toEqual(['icon.png', 'icon@2x.png', 'manifest.json', 'pass.json', 'signature']);
    const pass = JSON.parse(files.get('pass.json')!.toString());
    expect(pass).toMatchObject({
      passTypeIdentifier: 'pass.com.example.loyalty',
      teamIdentifier: 'ABCDE12345',
      organizationName: 'Group One',
      serialNumber: `member-21-${userId}`,
      backgroundColor: 'rgb(11, 60, 93)',
    });
    expect(pass.barcodes[0]).toMatchObject({ format: 'PKBarcodeFormatQR', message: memberCode });
    expect(pass.storeCard.primaryFields[0]).toMatchObject({ value: 'Grace Hopper' });
    // The manifest names each file by its SHA-1, and the signature is a PKCS #7 carrying the signer's certificate.
    const manifest = JSON.parse(files.get('manifest.json')!.toString());
    expect(manifest['pass.json']).toBe(forge.md.sha1.create().update(files.get('pass.json')!.toString('binary')).digest().toHex());
    const signed = forge.pkcs7.messageFromAsn1(forge.asn1.fromDer(files.get('signature')!.toString('binary'))) as forge.pkcs7.PkcsSignedData;
    expect(signed.certificates.map((certificate) => certificate.subject.getField('CN').value)).toContain('Pass Type ID: pass.com.example.loyalty');
  });

  it('opens the completion page for the member only, with its QR path and the wallet buttons hidden when not configured', async () => {
    const view = await loadMembershipCompletionPage({ app, cookies: owner.cookies(), storeId: '21', userId });
    expect(view).toMatchObject({
      userId,
      memberCode,
      displayName: 'Grace Hopper',
      qrCodePath: `/api/members/${userId}/qr-code`,
      googleWalletPath: null,
      appleWalletPath: null,
      store: { id: '21', background: '#0b3c5d' },
    });
    expect(await loadMembershipCompletionPage({ app, cookies: new Browser().cookies(), storeId: '21', userId })).toBeNull();
    expect(await loadMembershipCompletionPage({ app, cookies: owner.cookies(), storeId: '99', userId })).toBeNull();
  });
});

describe('the membership pages’ loaders', () => {
  it('offers the preferred store only where the group has other stores, on the theme’s colour or the default blue', async () => {
    expect(await loadMembershipSignupPage({ app, storeId: '21' })).toMatchObject({
      store: { name: 'Group One', background: '#0b3c5d' },
      otherStores: [{ ID: '22', Name: 'Group Two' }],
    });
    expect(await loadMembershipSignupPage({ app, storeId: '23' })).toMatchObject({ store: { background: '#1565c0' }, otherStores: [] });
    expect(await loadMembershipSignupPage({ app, storeId: 'group-one' })).toBeNull();
  });

  it('opens guest check-in only where the store enables it, hiding the opt-in by IsHideCheckboxMarketing', async () => {
    expect(await loadGuestCheckInPage({ app, storename: 'group-one' })).toMatchObject({ hideMarketing: false });
    expect(await loadGuestCheckInPage({ app, storename: 'solo' })).toMatchObject({ hideMarketing: true });
    expect(await loadGuestCheckInPage({ app, storename: 'no-check-in' })).toBeNull();
  });
});

describe('guest check-in (register-visit; part 2 §5 "Guest check-in")', () => {
  const visit = (overrides: Record<string, unknown> = {}) => ({
    Name: 'Ada Lovelace',
    Phone: '0412345678',
    Email: '',
    Table: '12',
    AgreeToReceivePromotionalOffers: false,
    ...overrides,
  });

  it('records the visit for the store’s group and answers Success', async () => {
    const before = await app.documents.count('guestCheckIns');
    const { status, json, response } = await new Browser().visit('21', visit());
    await expectAnswer(response, ZRegisterVisitResponseSchema);
    expect(status).toBe(200);
    expect(json).toEqual({ Success: true });
    expect(await app.documents.count('guestCheckIns')).toBe(before + 1);
    expect(await app.documents.count('newsletterSignups')).toBe(0);
  });

  it('adds the newsletter sign-up when the guest opts in with an email (once per group and email)', async () => {
    await new Browser().visit('21', visit({ Email: 'Ada@Example.com', AgreeToReceivePromotionalOffers: true }));
    await new Browser().visit('21', visit({ Email: 'ada@example.com', AgreeToReceivePromotionalOffers: true }));
    const signup = await app.documents.get('newsletterSignups', `${GROUP}:ada@example.com`);
    expect(signup).toMatchObject({ FirstName: 'Ada', LastName: 'Lovelace', Email: 'ada@example.com', HQCompanyID: GROUP, Mobile: '0412345678', StoreID: '21' });
    expect(await app.documents.count('newsletterSignups')).toBe(1);
  });

  it.each([
    ['name', { Name: '' }, 'Name', 'The Name field is required'],
    ['name length', { Name: 'A' }, 'Name', 'The name must be at least 2 characters'],
    ['phone', { Phone: '' }, 'Phone', 'The Phone Number field is required'],
    ['phone length', { Phone: '1' }, 'Phone', 'The phone number must be at least 2 digits'],
    ['phone maximum (AU)', { Phone: '04123456789' }, 'Phone', 'The phone number must be at most 10 digits'],
    ['email with the opt-in', { Email: '', AgreeToReceivePromotionalOffers: true }, 'Email', 'The Email field is required'],
    ['email format', { Email: 'ada@' }, 'Email', 'Please enter a valid email address'],
  ])('refuses a bad %s with the spec’s message, and records nothing', async (_rule, change, field, message) => {
    const before = await app.documents.count('guestCheckIns');
    const { status, json } = await new Browser().visit('21', visit(change));
    expect(status).toBe(422);
    expect(json.error?.fieldErrors?.[field]).toEqual([message]);
    expect(await app.documents.count('guestCheckIns')).toBe(before);
  });

  it('takes a visit without an email when there is no opt-in, and a short phone of 2 digits', async () => {
    expect((await new Browser().visit('23', visit({ Phone: '12' }))).status).toBe(200);
  });

  it('answers 404 where the store does not enable check-in', async () => {
    const { status, json } = await new Browser().visit('24', visit());
    expect(status).toBe(404);
    expect(json.error?.message).toBe('Check-in is not available at this store.');
  });
});
