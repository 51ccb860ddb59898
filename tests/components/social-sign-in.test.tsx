/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { AuthPanel } from '@/components/account/auth-panel';
import { signInWithPopup, type PopupResult } from '@/lib/client/account/firebase-popup';
import type { TSocialSignInView } from '@/lib/views/account';
import en from '@/messages/en.json';
import zhCN from '@/messages/zh-CN.json';
import { fakeApi } from '../support/fake-api';

// The popup is Firebase's (it cannot open here); the buttons, our call and what follows are ours.
jest.mock('@/lib/client/account/firebase-popup', () => ({ signInWithPopup: jest.fn(), preloadFirebase: jest.fn() }));
jest.mock('@/lib/i18n/client-navigation', () => jest.requireActual('../support/i18n-navigation'));
const popup = jest.mocked(signInWithPopup);

const { answers, calls } = fakeApi();
beforeEach(() => popup.mockReset());

const FIREBASE = { apiKey: 'AIzaSy-test-key-000000000', authDomain: 'shop.firebaseapp.com', projectId: 'shop' };
const BOTH: TSocialSignInView = { providers: ['google', 'facebook'], firebase: FIREBASE };
const MEMBER = { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', isVerified: false };
const MESSAGES = { en, 'zh-CN': zhCN };
const wrap = (node: ReactNode, locale: 'en' | 'zh-CN' = 'en') =>
  render(
    <NextIntlClientProvider locale={locale} messages={MESSAGES[locale]}>
      {node}
    </NextIntlClientProvider>,
  );

describe.each(['en', 'zh-CN'] as const)('social sign-in buttons (%s)', (locale) => {
  const t = MESSAGES[locale];
  const google = t.socialSignIn.google;
  const facebook = t.socialSignIn.facebook;

  it('show on the sign-in and the registration forms where the loader gave them', () => {
    wrap(<AuthPanel storeId="1001" social={BOTH} onDone={jest.fn()} />, locale);
    expect(screen.getByRole('button', { name: google })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: facebook })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: t.account.register }));
    expect(screen.getByRole('heading', { name: t.account.registerTitle })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: google })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: facebook })).toBeInTheDocument();
  });

  it('show only the providers the store switched on', () => {
    wrap(<AuthPanel social={{ providers: ['facebook'], firebase: FIREBASE }} onDone={jest.fn()} />, locale);
    expect(screen.queryByRole('button', { name: google })).toBeNull();
    expect(screen.getByRole('button', { name: facebook })).toBeInTheDocument();
  });

  it('are absent without Firebase or the store’s switches (social null), on both forms', () => {
    wrap(<AuthPanel initial="signIn" social={null} onDone={jest.fn()} />, locale);
    expect(screen.queryByRole('button', { name: /Google|Facebook/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: t.account.register }));
    expect(screen.queryByRole('button', { name: /Google|Facebook/ })).toBeNull();
  });
});

describe('pressing a social button', () => {
  it('sends the popup’s ID token with the store and remember me, then finishes like a sign-in', async () => {
    popup.mockResolvedValue({ kind: 'token', idToken: 'id-token-1' });
    answers['POST /api/auth/firebase'] = { status: 200, body: { member: { ...MEMBER, isVerified: true } } };
    const done = jest.fn();
    wrap(<AuthPanel storeId="1001" social={BOTH} onDone={done} />);
    fireEvent.click(screen.getByLabelText('Remember me'));
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(done).toHaveBeenCalledWith({ ...MEMBER, isVerified: true }));
    expect(popup).toHaveBeenCalledWith('google', FIREBASE);
    expect(calls.find((call) => call.path === '/api/auth/firebase')).toEqual({
      method: 'POST',
      path: '/api/auth/firebase',
      body: { idToken: 'id-token-1', remember: true, storeId: '1001' },
    });
  });

  it('goes on to the SMS verification where the store requires it', async () => {
    popup.mockResolvedValue({ kind: 'token', idToken: 'id-token-2' });
    answers['POST /api/auth/firebase'] = { status: 201, body: { member: MEMBER } };
    const done = jest.fn();
    wrap(<AuthPanel initial="register" storeId="1001" social={BOTH} verificationRequired onDone={done} />);
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Facebook' }));
    expect(await screen.findByRole('heading', { name: 'Verify your mobile number' })).toBeInTheDocument();
    expect(done).not.toHaveBeenCalled();
    expect(calls.find((call) => call.path === '/api/auth/firebase')?.body).toEqual({ idToken: 'id-token-2', remember: false, storeId: '1001' });
  });

  it.each<[string, PopupResult, string | null]>([
    ['a closed popup says nothing', { kind: 'cancelled' }, null],
    ['a blocked popup asks to allow it', { kind: 'error', reason: 'popupBlocked' }, 'Your browser blocked the sign-in window. Please allow pop-ups for this site and try again.'],
    ['another sign-in method is named', { kind: 'error', reason: 'otherMethod' }, 'An account already exists for this email with another sign-in method. Please use that method.'],
    ['a failure names the provider', { kind: 'error', reason: 'failed' }, 'We could not sign you in with Google. Please try again.'],
  ])('%s, and calls nothing', async (_case, result, message) => {
    popup.mockResolvedValue(result);
    wrap(<AuthPanel social={BOTH} onDone={jest.fn()} />);
    const button = screen.getByRole('button', { name: 'Continue with Google' });
    fireEvent.click(button);
    await waitFor(() => expect(button).toBeEnabled());
    if (message) expect(screen.getByRole('alert')).toHaveTextContent(message);
    else expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.filter((call) => call.path === '/api/auth/firebase')).toEqual([]);
  });

  it('shows the server’s translated refusal of the token', async () => {
    popup.mockResolvedValue({ kind: 'token', idToken: 'expired' });
    answers['POST /api/auth/firebase'] = { status: 401, body: { error: { code: 'UNAUTHORIZED', message: '无法确认您的登录，请重新登录。' } } };
    const done = jest.fn();
    wrap(<AuthPanel social={BOTH} onDone={done} />, 'zh-CN');
    fireEvent.click(screen.getByRole('button', { name: '使用 Google 继续' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('无法确认您的登录，请重新登录。');
    expect(done).not.toHaveBeenCalled();
    const form = screen.getByRole('form');
    expect(within(form).getByRole('button', { name: '使用 Facebook 继续' })).toBeEnabled();
  });
});
