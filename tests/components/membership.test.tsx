/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { GuestCheckInForm } from '@/components/membership/guest-check-in-form';
import GuestCheckInOffer from '@/components/membership/guest-check-in-offer';
import { MembershipCompletion } from '@/components/membership/membership-completion';
import { MembershipSignupForm } from '@/components/membership/membership-signup-form';
import type { TGuestCheckInPageView, TMembershipCompletionView, TMembershipSignupPageView } from '@/lib/views/membership';
import en from '@/messages/en.json';
import { polyfillDialog } from '../support/dialog-polyfill';
import { fakeApi } from '../support/fake-api';

const push = jest.fn();
jest.mock('@/lib/i18n/client-navigation', () => ({
  Link: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>,
  useRouter: () => ({ push, replace: jest.fn() }),
  usePathname: () => '/store/harbour/guestCheckIn',
}));
let search = new URLSearchParams();
jest.mock('next/navigation', () => ({ useSearchParams: () => search }));

const { answers, calls } = fakeApi();
beforeAll(() => polyfillDialog());
beforeEach(() => {
  push.mockReset();
  localStorage.clear();
  search = new URLSearchParams();
});

const wrap = (node: ReactNode) =>
  render(
    <NextIntlClientProvider locale="en" messages={en}>
      {node}
    </NextIntlClientProvider>,
  );
const STORE = { id: '1001', slug: 'harbour-sydney', name: 'Harbour', logo: null, background: '#0b3c5d' };
const SIGNUP: TMembershipSignupPageView = { store: STORE, termsHtml: '<p>Member terms.</p>', otherStores: [{ ID: '1002', Name: 'South Bank' }] };
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillSignup() {
  type('Email', 'grace@example.com');
  type('Confirm email', 'grace@example.com');
  type('First name', 'Grace');
  type('Last name', 'Hopper');
  type('Date of birth', '09/12/1986');
  type('Gender', '1');
  type('Mobile', '0412345678');
  type('Postcode', '2000');
  type('Preferred store', '1002');
}

describe('membership sign-up form', () => {
  it('enables Join membership only once the agree box is ticked, and offers the preferred store only where the group has others', () => {
    const { unmount } = wrap(<MembershipSignupForm view={SIGNUP} />);
    const join = screen.getByRole('button', { name: 'Join membership' });
    expect(join).toBeDisabled();
    fireEvent.click(screen.getByLabelText('I agree to the'));
    expect(join).toBeEnabled();
    expect(screen.getByLabelText('Preferred store')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Male' })).toHaveValue('0');
    expect(screen.getByRole('option', { name: 'Female' })).toHaveValue('1');
    expect(screen.getByRole('option', { name: 'Unspecified' })).toHaveValue('2');
    unmount();
    wrap(<MembershipSignupForm view={{ ...SIGNUP, otherStores: [] }} />);
    expect(screen.queryByLabelText('Preferred store')).not.toBeInTheDocument();
  });

  it('shows the spec’s birth-date messages and calls nothing while a rule fails', async () => {
    wrap(<MembershipSignupForm view={SIGNUP} />);
    fireEvent.click(screen.getByLabelText('I agree to the'));
    fireEvent.click(screen.getByRole('button', { name: 'Join membership' }));
    expect(await screen.findByText('The Date of Birth field is required')).toBeInTheDocument();
    type('Date of birth', '31/02/1990');
    expect(await screen.findByText('The Date of Birth should be DD/MM/YYYY format')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('sends the member (gender as its code, the preferred store as ID and Name) and opens their completion page', async () => {
    answers['POST /api/stores/1001/members'] = { status: 201, body: { userId: 'u-1', memberCode: '1234567890' } };
    wrap(<MembershipSignupForm view={SIGNUP} />);
    fillSignup();
    fireEvent.click(screen.getByLabelText('I agree to the'));
    fireEvent.click(screen.getByRole('button', { name: 'Join membership' }));
    expect(await screen.findByRole('status')).toHaveTextContent('User registration was successful');
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/api/stores/1001/members',
      body: {
        email: 'grace@example.com',
        confirmEmail: 'grace@example.com',
        firstName: 'Grace',
        lastName: 'Hopper',
        birthDate: '09/12/1986',
        gender: 1,
        mobile: '0412345678',
        postcode: '2000',
        preferredStore: { ID: '1002', Name: 'South Bank' },
        agree: true,
      },
    });
    expect(push).toHaveBeenCalledWith('/store/1001/harbour-sydney/finalizeSoRegistration/u-1');
  });

  it('shows "User registration has error" for 4 s when the server refuses', async () => {
    jest.useFakeTimers();
    try {
      answers['POST /api/stores/1001/members'] = { status: 409, body: { error: { code: 'CONFLICT', message: 'An account already exists for this email.' } } };
      wrap(<MembershipSignupForm view={SIGNUP} />);
      fillSignup();
      fireEvent.click(screen.getByLabelText('I agree to the'));
      fireEvent.click(screen.getByRole('button', { name: 'Join membership' }));
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('User registration has error – An account already exists for this email.'));
      act(() => jest.advanceTimersByTime(3900));
      expect(screen.getByRole('alert')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(200));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(push).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('membership completion', () => {
  const VIEW: TMembershipCompletionView = {
    store: STORE,
    userId: 'u-1',
    displayName: 'Grace Hopper',
    memberCode: '1234567890',
    qrCodePath: '/api/members/u-1/qr-code',
    googleWalletPath: null,
    appleWalletPath: null,
  };

  it('offers the QR code as QrCode.png and hides each wallet button whose service is not configured', () => {
    const { unmount } = wrap(<MembershipCompletion view={VIEW} />);
    expect(screen.getByRole('img', { name: 'QR code of member code 1234567890' })).toHaveAttribute('src', '/api/members/u-1/qr-code');
    expect(screen.getByRole('link', { name: 'Download QR code' })).toHaveAttribute('download', 'QrCode.png');
    expect(screen.queryByRole('link', { name: 'Save to Google Wallet' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add to Apple Wallet' })).not.toBeInTheDocument();
    unmount();
    wrap(<MembershipCompletion view={{ ...VIEW, googleWalletPath: '/api/members/u-1/google-wallet?storeId=1001' }} />);
    expect(screen.getByRole('link', { name: 'Save to Google Wallet' })).toHaveAttribute('href', '/api/members/u-1/google-wallet?storeId=1001');
  });

  it('hides the progress indicator 1 s after the QR code has loaded', () => {
    jest.useFakeTimers();
    try {
      wrap(<MembershipCompletion view={VIEW} />);
      expect(screen.getByRole('progressbar')).toBeInTheDocument();
      fireEvent.load(screen.getByRole('img', { name: /QR code/ }));
      act(() => jest.advanceTimersByTime(900));
      expect(screen.getByRole('progressbar')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(200));
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('guest check-in', () => {
  const VIEW: TGuestCheckInPageView = { store: STORE, hideMarketing: false };

  it('asks the table only when the link’s table is 0, and hides the opt-in by IsHideCheckboxMarketing', () => {
    search = new URLSearchParams({ table: '0' });
    const { unmount } = wrap(<GuestCheckInForm view={VIEW} />);
    expect(screen.getByLabelText('Table')).toBeInTheDocument();
    unmount();
    search = new URLSearchParams({ table: '12' });
    wrap(<GuestCheckInForm view={{ ...VIEW, hideMarketing: true }} />);
    expect(screen.queryByLabelText('Table')).not.toBeInTheDocument();
    expect(screen.getByText('Table 12')).toBeInTheDocument();
    expect(screen.queryByLabelText('I agree to receive promotional offers')).not.toBeInTheDocument();
  });

  it('requires the email only with the marketing opt-in', async () => {
    search = new URLSearchParams({ table: '12' });
    wrap(<GuestCheckInForm view={VIEW} />);
    type('Name', 'Ada');
    type('Phone', '0412345678');
    fireEvent.click(screen.getByLabelText('I agree to receive promotional offers'));
    fireEvent.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText('The Email field is required')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('records the visit, keeps the guest on the device and opens the store with the table, its code and the success flag', async () => {
    search = new URLSearchParams({ table: '12', s: 'table-12-code' });
    answers['POST /api/stores/1001/visits'] = { status: 200, body: { Success: true } };
    wrap(<GuestCheckInForm view={VIEW} />);
    type('Name', 'Ada Lovelace');
    type('Phone', '0412345678');
    type('Email', 'ada@example.com');
    fireEvent.click(screen.getByLabelText('I agree to receive promotional offers'));
    fireEvent.click(screen.getByRole('button', { name: 'Check in' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/store/harbour-sydney?table=12&s=table-12-code&checkedIn=1'));
    expect(calls[0].body).toEqual({ Name: 'Ada Lovelace', Phone: '0412345678', Email: 'ada@example.com', Table: '12', AgreeToReceivePromotionalOffers: true });
    expect(JSON.parse(localStorage.getItem('guestCheckinUser') ?? 'null')).toMatchObject({ Name: 'Ada Lovelace', Table: '12', StoreID: '1001' });
  });

  it.each([
    ['typed at the display (table 0)', { table: '0' }],
    ['given without its code', { table: '12' }],
  ])('opens the store without a table when the table was %s: no order goes to a table without its QR code', async (_case, query) => {
    search = new URLSearchParams(query);
    answers['POST /api/stores/1001/visits'] = { status: 200, body: { Success: true } };
    wrap(<GuestCheckInForm view={VIEW} />);
    type('Name', 'Ada Lovelace');
    type('Phone', '0412345678');
    if (query.table === '0') type('Table', '7');
    fireEvent.click(screen.getByRole('button', { name: 'Check in' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/store/harbour-sydney?checkedIn=1'));
    expect(calls[0].body).toMatchObject({ Table: query.table === '0' ? '7' : '12' });
  });

  it('stays with "visit register error" when the visit is not recorded, keeping nothing', async () => {
    search = new URLSearchParams({ table: '12' });
    answers['POST /api/stores/1001/visits'] = { status: 503, body: { error: { code: 'UPSTREAM_UNAVAILABLE', message: 'Down' } } };
    wrap(<GuestCheckInForm view={VIEW} />);
    type('Name', 'Ada Lovelace');
    type('Phone', '0412345678');
    fireEvent.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('visit register error');
    expect(push).not.toHaveBeenCalled();
    expect(localStorage.getItem('guestCheckinUser')).toBeNull();
  });
});

describe('the store page’s check-in offer', () => {
  it('offers check-in at the table when no guest is kept on the device, and not once one is', async () => {
    const { unmount } = wrap(<GuestCheckInOffer storeSlug="harbour-sydney" table="12" tableCode="table-12-code" />);
    expect(await screen.findByRole('link', { name: 'Check in' })).toHaveAttribute('href', '/store/harbour-sydney/guestCheckIn?table=12&s=table-12-code');
    unmount();
    localStorage.setItem('guestCheckinUser', JSON.stringify({ Name: 'Ada', Phone: '0412345678', Table: '12' }));
    wrap(<GuestCheckInOffer storeSlug="harbour-sydney" table="12" tableCode="table-12-code" />);
    await act(async () => undefined);
    expect(screen.queryByRole('link', { name: 'Check in' })).not.toBeInTheDocument();
  });

  it('offers nothing without a table', async () => {
    wrap(<GuestCheckInOffer storeSlug="harbour-sydney" table={null} tableCode={null} />);
    await act(async () => undefined);
    expect(screen.queryByRole('link', { name: 'Check in' })).not.toBeInTheDocument();
  });

  it('shows "visit register success" for 2 s after a check-in', () => {
    jest.useFakeTimers();
    try {
      search = new URLSearchParams({ table: '12', checkedIn: '1' });
      wrap(<GuestCheckInOffer storeSlug="harbour-sydney" table="12" tableCode="table-12-code" />);
      expect(screen.getByRole('status')).toHaveTextContent('visit register success');
      act(() => jest.advanceTimersByTime(2100));
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
