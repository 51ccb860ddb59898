/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { GuestCheckoutScreen } from '@/components/account/guest-checkout';
import { getCartStore } from '@/lib/client/cart/cart-store';
import { setMember } from '@/lib/client/account/member-session';
import { buildDemoData } from '@/lib/seed';
import type { Container } from '@/lib/server/container';
import type { TMemberView } from '@/lib/views/account';
import type { TCheckoutPageView } from '@/lib/views/checkout';
import en from '@/messages/en.json';
import zh from '@/messages/zh-CN.json';
import { demoCheckout } from '../support/demo-checkout';
import { polyfillDialog } from '../support/dialog-polyfill';
import { push } from '../support/i18n-navigation';

jest.mock('@/lib/i18n/client-navigation', () => jest.requireActual('../support/i18n-navigation'));

const menu1001 = buildDemoData().menus['1001'][0];
let app: Container;
let sydney: TCheckoutPageView;

beforeAll(async () => {
  polyfillDialog();
  ({ app, view: sydney } = await demoCheckout('harbour-sydney'));
});
afterAll(() => app.documents.close());

const MEMBER: TMemberView = { id: 'u1', email: 'grace@example.com', firstName: 'Grace', lastName: 'Hopper', isVerified: true, rewardPoints: 0, stamps: [] };

/** What the page's calls are answered with, and the order bodies it sent. */
let phone = false;
let sessionMember: TMemberView | null = null;
let orderAnswers: { status: number; body: unknown }[] = [];
let orderBodies: Record<string, unknown>[] = [];
let emailChecks: string[] = [];
const placed = { orderId: 'o1', orderNumber: '7', onlineOrderStatus: 1, total: 18, statusUrl: '/store/harbour-sydney/completeorder/o1/u2?t=x', next: { type: 'done' } };

beforeEach(() => {
  push.mockReset();
  sessionStorage.clear();
  phone = false;
  sessionMember = null;
  orderBodies = [];
  emailChecks = [];
  orderAnswers = [];
  setMember(undefined as unknown as null);
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: phone && query.includes('max-width'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }),
  });
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    let answer: { status: number; body: unknown } = { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } };
    if (url.includes('/menu')) answer = { status: 200, body: { menu: menu1001 } };
    else if (url.includes('/api/auth/session')) answer = { status: 200, body: { member: sessionMember } };
    else if (url.includes('/api/auth/email-check')) {
      const { email } = JSON.parse(String(init?.body)) as { email: string };
      emailChecks.push(email);
      answer = { status: 200, body: { signIn: email === 'grace@example.com' } };
    } else if (url.includes('/orders')) {
      orderBodies.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      const next = orderAnswers.shift();
      // Unanswered by default: a placed order would clear the shared cart a second later, in the next test.
      if (!next) return new Promise<Response>(() => undefined);
      answer = next;
    }
    return { ok: answer.status < 400, status: answer.status, json: async () => answer.body, text: async () => JSON.stringify(answer.body) } as Response;
  }) as typeof fetch;
});

async function renderCheckout(locale: 'en' | 'zh-CN' = 'en') {
  sessionStorage.setItem('orderType', JSON.stringify('MENU_TAK'));
  const cart = getCartStore();
  cart.switchStore('1001', 'Australia/Sydney');
  cart.clear();
  cart.addLine({
    id: 'classic-cheeseburger',
    uniqueId: 'burger-1',
    name: 'Classic cheeseburger',
    price: 18,
    tax: 0.1,
    quantity: 1,
    modifiers: [],
    created: Math.floor(Date.now() / 1000),
  });
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : zh} timeZone="Australia/Sydney">
      <GuestCheckoutScreen view={sydney} />
    </NextIntlClientProvider>,
  );
  await screen.findByRole('tablist');
  // Who is signed in is read in the browser after load (GET /api/auth/session).
  await waitFor(() => expect((global.fetch as jest.Mock).mock.calls.some(([url]) => String(url).includes('/api/auth/session'))).toBe(true));
  await act(async () => undefined);
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function readyToPayCash(email = 'ada@example.com') {
  fill('First name', 'Ada');
  fill('Last name', 'Lovelace');
  fill('Email', email);
  fill('Mobile number', '0412345678');
  fireEvent.click(screen.getByRole('radio', { name: 'Cash on pickup' }));
  const pay = screen.getByRole('button', { name: /^Pay by cash/ });
  await waitFor(() => expect(pay).toBeEnabled());
  return pay;
}

describe('the become-member prompt (part 1 §4 "Place order")', () => {
  it('asks a guest once per checkout; Skip pays as a guest, and a retry does not ask again', async () => {
    orderAnswers = [{ status: 503, body: { error: { code: 'UPSTREAM_UNAVAILABLE', message: 'Could not create a payment please try again' } } }];
    await renderCheckout();
    const pay = await readyToPayCash();
    fireEvent.click(pay);
    const prompt = await screen.findByRole('dialog', { name: 'Become a member?' });
    expect(orderBodies).toHaveLength(0);
    fireEvent.click(within(prompt).getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(orderBodies).toHaveLength(1));
    expect(orderBodies[0].createUserForGuest).toBeUndefined();
    await screen.findByText('Could not create a payment please try again');
    fireEvent.click(pay);
    await waitFor(() => expect(orderBodies).toHaveLength(2));
    expect(screen.queryByRole('dialog', { name: 'Become a member?' })).toBeNull();
    expect(orderBodies[1].createUserForGuest).toBeUndefined();
  });

  it('Become member sends the account request with the order and reads the new session after success', async () => {
    orderAnswers = [{ status: 201, body: { ...placed, guestAccount: 'created' } }];
    await renderCheckout();
    const sessionReads = () => (global.fetch as jest.Mock).mock.calls.filter(([url]) => String(url).includes('/api/auth/session')).length;
    const before = sessionReads();
    fireEvent.click(await readyToPayCash());
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Become a member?' })).getByRole('button', { name: 'Become member' }));
    await waitFor(() => expect(orderBodies).toHaveLength(1));
    expect(orderBodies[0]).toMatchObject({ createUserForGuest: true, contact: { Email: 'ada@example.com', FirstName: 'Ada' } });
    await waitFor(() => expect(sessionReads()).toBeGreaterThan(before));
    await waitFor(() => expect(push).toHaveBeenCalledWith(placed.statusUrl), { timeout: 3000 });
    // The thank-you page's Become member is filled in with these.
    expect(JSON.parse(sessionStorage.getItem('guestDetails') ?? '{}')).toEqual({ email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', phone: '0412345678' });
  });

  it('asks in Chinese on the zh-CN checkout', async () => {
    await renderCheckout('zh-CN');
    fill('名', 'Ada');
    fill('姓', 'Lovelace');
    fill('电子邮箱', 'ada@example.com');
    fill('手机号码', '0412345678');
    fireEvent.click(screen.getByRole('radio', { name: '取餐时付现金' }));
    const pay = screen.getByRole('button', { name: new RegExp(`^${zh.checkout.payByCash}`) });
    await waitFor(() => expect(pay).toBeEnabled());
    fireEvent.click(pay);
    const prompt = await screen.findByRole('dialog', { name: '成为会员？' });
    expect(within(prompt).getByRole('button', { name: '跳过' })).toBeInTheDocument();
    expect(within(prompt).getByRole('button', { name: '成为会员' })).toBeInTheDocument();
  });

  it('never asks a signed-in member', async () => {
    sessionMember = MEMBER;
    await renderCheckout();
    fireEvent.click(await readyToPayCash('grace@example.com'));
    await waitFor(() => expect(orderBodies).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: 'Become a member?' })).toBeNull();
    expect(emailChecks).toEqual([]);
  });
});

describe('the email check (part 2 §5 "Checkout details")', () => {
  it('offers Log in for an email with an account, and then pays without the prompt', async () => {
    await renderCheckout();
    const pay = await readyToPayCash('grace@example.com');
    fireEvent.blur(screen.getByLabelText('Email'));
    const notice = (await screen.findByText('This email already has an account. Log in to order as a member.')).parentElement!;
    expect(notice).toHaveTextContent('This email already has an account. Log in to order as a member.');
    expect(within(notice).getByRole('button', { name: 'Log in' })).toHaveAttribute('aria-haspopup', 'dialog');
    // Asked once per address, however often the field is left.
    fireEvent.blur(screen.getByLabelText('Email'));
    expect(emailChecks).toEqual(['grace@example.com']);
    fireEvent.click(pay);
    await waitFor(() => expect(orderBodies).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: 'Become a member?' })).toBeNull();
  });

  it('says nothing for an email without an account', async () => {
    await renderCheckout();
    await readyToPayCash('new@example.com');
    fireEvent.blur(screen.getByLabelText('Email'));
    await waitFor(() => expect(emailChecks).toEqual(['new@example.com']));
    expect(screen.queryByText(/already has an account/)).toBeNull();
  });
});

describe('the login banner (part 1 §2 "Mobile has a login banner for guests")', () => {
  const banner = () => screen.queryByText('Have an account? Log in to collect points and check out faster.');

  it('shows on a phone to a guest and opens the sign-in overlay', async () => {
    phone = true;
    await renderCheckout();
    await waitFor(() => expect(banner()).not.toBeNull());
    fireEvent.click(within(banner()!.parentElement!).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('is not shown on a desktop', async () => {
    await renderCheckout();
    expect(banner()).toBeNull();
  });

  it('is gone once signed in', async () => {
    phone = true;
    await renderCheckout();
    await waitFor(() => expect(banner()).not.toBeNull());
    act(() => setMember(MEMBER));
    expect(banner()).toBeNull();
  });
});
