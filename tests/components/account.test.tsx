/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { AccountMenu } from '@/components/account/account-menu';
import { AuthPanel } from '@/components/account/auth-panel';
import { ProfileForm } from '@/components/account/profile-form';
import { ResetPasswordBody } from '@/components/account/reset-password-body';
import { setMember } from '@/lib/client/account/member-session';
import en from '@/messages/en.json';
import zh from '@/messages/zh-CN.json';
import { polyfillDialog } from '../support/dialog-polyfill';
import { fakeApi } from '../support/fake-api';
import { push } from '../support/i18n-navigation';

jest.mock('@/lib/i18n/client-navigation', () => jest.requireActual('../support/i18n-navigation'));

const { answers, calls } = fakeApi();

beforeAll(() => polyfillDialog());
beforeEach(() => push.mockReset());

const MEMBER = { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', isVerified: false, rewardPoints: 0, stamps: [] };
const wrap = (node: ReactNode) =>
  render(
    <NextIntlClientProvider locale="en" messages={en}>
      {node}
    </NextIntlClientProvider>,
  );

describe('sign-in form', () => {
  it('opens the store’s terms in a modal from the sign-in and the registration form (part 1 §2), and shows no link without terms', async () => {
    const { unmount } = wrap(<AuthPanel onDone={jest.fn()} termsHtml="<p>Our terms apply.</p>" />);
    fireEvent.click(screen.getByRole('button', { name: 'Terms and conditions' }));
    const terms = await screen.findByRole('dialog', { name: 'Terms and conditions' });
    expect(terms).toHaveTextContent('Our terms apply.');
    // The dialog opens where the link is: never inside a paragraph (the terms bring their own <p> and headings).
    expect(terms.parentElement?.closest('p')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByRole('button', { name: 'Terms and conditions' })).toBeInTheDocument();
    unmount();
    wrap(<AuthPanel onDone={jest.fn()} />);
    expect(screen.queryByRole('button', { name: 'Terms and conditions' })).not.toBeInTheDocument();
  });

  it('checks the fields by the spec before calling the server', async () => {
    wrap(<AuthPanel onDone={jest.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('The Email field is required')).toBeInTheDocument();
    expect(screen.getByText('The Password field is required')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('shows the server’s answer to a wrong password, then signs in with remember me', async () => {
    const done = jest.fn();
    wrap(<AuthPanel onDone={done} />);
    answers['POST /api/auth/sign-in'] = { status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'The email or password is incorrect.' } } };
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The email or password is incorrect.');
    answers['POST /api/auth/sign-in'] = { status: 200, body: { member: MEMBER } };
    fireEvent.click(screen.getByLabelText('Remember me'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(done).toHaveBeenCalledWith(MEMBER));
    expect(calls.at(-1)).toEqual({ method: 'POST', path: '/api/auth/sign-in', body: { email: 'ada@example.com', password: 'wrong', remember: true } });
  });

  it('forgot password: sends the link for the store and shows the server’s message; the links clear it', async () => {
    wrap(<AuthPanel storeSlug="harbour-sydney" onDone={jest.fn()} />);
    answers['POST /api/auth/password-link'] = {
      status: 200,
      body: { message: 'If an account exists for this email, we have sent it a link with instructions to reset the password.' },
    };
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('heading', { name: 'Forgot password' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('If an account exists for this email');
    expect(calls.at(-1)?.body).toEqual({ email: 'ada@example.com', storeSlug: 'harbour-sydney' });
    fireEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('registration form', () => {
  it('shows each rule’s message under its field once it is left', async () => {
    wrap(<AuthPanel initial="register" onDone={jest.fn()} />);
    const birth = screen.getByLabelText('Date of birth');
    fireEvent.change(birth, { target: { value: '1990-01-31' } });
    fireEvent.blur(birth);
    expect(await screen.findByText('The Date of Birth should be DD/MM/YYYY format')).toBeInTheDocument();
    expect(birth).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('The Email field is required')).toBeNull();
  });

  it('puts the server’s field messages under their fields and its message in the banner', async () => {
    wrap(<AuthPanel initial="register" storeId="1001" onDone={jest.fn()} />);
    const values: Record<string, string> = {
      Email: 'ada@example.com',
      'Confirm email': 'ada@example.com',
      'First name': 'Ada',
      'Last name': 'Lovelace',
      'Mobile number': '0412345678',
      'Date of birth': '10/12/1985',
      Password: 'analytical',
      'Confirm password': 'analytical',
    };
    for (const [label, value] of Object.entries(values)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
    answers['POST /api/auth/register'] = { status: 409, body: { error: { code: 'CONFLICT', message: 'An account already exists for this email.' } } };
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An account already exists for this email.');
    expect(calls.at(-1)?.body).toMatchObject({ email: 'ada@example.com', storeId: '1001', birthDate: '10/12/1985' });
  });
});

describe('account menu', () => {
  it('shows Log in when signed out, the member’s email when signed in, and logs out', async () => {
    answers['GET /api/auth/session'] = { status: 200, body: { member: null } };
    answers['DELETE /api/auth/session'] = { status: 200, body: { member: null } };
    act(() => setMember(null));
    wrap(<AccountMenu storeSlug="harbour-sydney" storeId="1001" />);
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    act(() => setMember(MEMBER));
    fireEvent.click(screen.getByRole('button', { name: 'ada@example.com' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/auth/session')).toBe(true);
  });
});

describe('My account: sign out everywhere', () => {
  const view = {
    profile: { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', mobile: '', dateOfBirth: '', address: '', isVerified: false, memberCode: null },
    cards: [],
    cardForm: null,
    storeSlug: 'harbour-sydney',
  };

  it('ends every session (DELETE /api/auth/sessions), then the page is signed out and goes on to the store', async () => {
    answers['DELETE /api/auth/sessions'] = { status: 200, body: { member: null } };
    act(() => setMember(MEMBER));
    wrap(<ProfileForm view={view} />);
    expect(screen.getByText('Ends your sessions on every device, this one included.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/store/harbour-sydney'));
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/auth/sessions')).toBe(true);
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/auth/session')).toBe(false);
  });

  it('is in Chinese too', () => {
    render(
      <NextIntlClientProvider locale="zh-CN" messages={zh}>
        <ProfileForm view={view} />
      </NextIntlClientProvider>,
    );
    expect(screen.getByRole('button', { name: '退出所有设备' })).toBeInTheDocument();
    // its own name: "Log out" (退出登录) still names one button only
    expect(screen.getAllByRole('button', { name: /退出登录/ })).toHaveLength(1);
  });
});

describe('password link page', () => {
  const store = { slug: 'harbour-sydney', id: '1001', name: 'Harbour & Co. Circular Quay', branded: true, verificationRequired: false, social: null, termsHtml: null };

  it('an expired link shows its state and signs out after 4 s', async () => {
    jest.useFakeTimers();
    answers['DELETE /api/auth/session'] = { status: 200, body: { member: null } };
    wrap(<ResetPasswordBody view={{ store, link: { state: 'expired' } }} token="abc" />);
    expect(screen.getByRole('alert')).toHaveTextContent('This link has expired.');
    act(() => jest.advanceTimersByTime(3_999));
    expect(calls).toEqual([]);
    await act(async () => jest.advanceTimersByTime(1));
    expect(calls).toEqual([{ method: 'DELETE', path: '/api/auth/session', body: undefined }]);
    jest.useRealTimers();
  });

  it('sets the password, says "Registration completed successfully." and goes to the store after 2 s', async () => {
    answers['POST /api/auth/password-reset'] = { status: 200, body: { member: MEMBER } };
    wrap(<ResetPasswordBody view={{ store, link: { state: 'valid', email: 'ada@example.com', isNewUser: true } }} token="tok" />);
    expect(screen.getByRole('heading', { name: 'Choose your password' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'new-pass-1' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'new-pass-1' } });
    jest.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
    await act(async () => undefined);
    expect(screen.getByRole('status')).toHaveTextContent('Registration completed successfully.');
    expect(push).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(2_000));
    expect(push).toHaveBeenCalledWith('/store/harbour-sydney');
    jest.useRealTimers();
  });
});

describe('SMS verification views (part 1 §2, §4)', () => {
  it('goes 0 → 2 → 3: Send waits for a valid number, Next for a code, the resend for its countdown', async () => {
    const { SmsVerification } = await import('@/components/account/sms-verification');
    const done = jest.fn();
    answers['POST /api/auth/verification'] = { status: 200, body: { resendAfterSeconds: 30 } };
    answers['POST /api/auth/verification/check'] = {
      status: 422,
      body: { error: { code: 'INVALID_FIELDS', message: 'Please check the highlighted fields.', fieldErrors: { code: ['The SMS code entered is not correct'] } } },
    };
    wrap(<SmsVerification storeId="1007" onDone={done} />);
    const send = screen.getByRole('button', { name: 'Send code' });
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '0212345678' } });
    expect(send).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '0412345678' } });
    jest.useFakeTimers();
    fireEvent.click(send);
    await act(async () => undefined);
    expect(calls.at(-1)).toEqual({ method: 'POST', path: '/api/auth/verification', body: { phone: '0412345678', country: 'AU', storeId: '1007' } });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Resend code in 30 s' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(1_000));
    expect(screen.getByRole('button', { name: 'Resend code in 29 s' })).toBeDisabled();
    // Only digits are taken.
    fireEvent.change(screen.getByLabelText('SMS code'), { target: { value: '12ab34' } });
    expect(screen.getByLabelText('SMS code')).toHaveValue('1234');
    fireEvent.click(next);
    await act(async () => undefined);
    expect(screen.getByText('The SMS code entered is not correct')).toBeInTheDocument();
    for (let i = 0; i < 29; i += 1) act(() => jest.advanceTimersByTime(1_000));
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
    jest.useRealTimers();
    answers['POST /api/auth/verification/check'] = { status: 200, body: { member: { ...MEMBER, isVerified: true } } };
    fireEvent.change(screen.getByLabelText('SMS code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your mobile number is verified.');
    fireEvent.click(screen.getByRole('button', { name: 'Continue ordering' }));
    expect(done).toHaveBeenCalledWith({ ...MEMBER, isVerified: true });
  });

  it('shows view 1 for a number already registered, and goes back to view 0', async () => {
    const { SmsVerification } = await import('@/components/account/sms-verification');
    answers['POST /api/auth/verification'] = { status: 409, body: { error: { code: 'CONFLICT', message: 'This mobile number is already registered.' } } };
    wrap(<SmsVerification onDone={jest.fn()} />);
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '0412345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This mobile number is already registered.');
    fireEvent.click(screen.getByRole('button', { name: 'Enter another number' }));
    expect(screen.getByRole('button', { name: 'Send code' })).toBeInTheDocument();
  });
});
