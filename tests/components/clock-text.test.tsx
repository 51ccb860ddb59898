/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { StoreCardLink } from '@/components/store-list/store-card-link';
import { ClockText } from '@/components/ui/clock-text';
import type { ClockTimeline } from '@/lib/domain/time/timeline';
import { learnServerTime } from '@/lib/client/server-clock';
import { polyfillDialog } from '../support/dialog-polyfill';

jest.mock('@/lib/i18n/client-navigation', () => jest.requireActual('../support/i18n-navigation'));

// Monday 23 November 2026, 8:39 pm in Sydney: a store open to 9 pm with 20 minutes to prepare
// takes its last order at 8:40 pm, and has no hours on Tuesday.
const RENDERED = Date.parse('2026-11-23T20:39:00+11:00');
const LAST_ORDER = Date.parse('2026-11-23T20:40:00+11:00') + 1;
const MIDNIGHT = Date.parse('2026-11-24T00:00:00+11:00');
const UNTIL = Date.parse('2026-11-25T00:00:00+11:00');

const hours: ClockTimeline<string | null> = {
  steps: [
    { from: RENDERED, value: 'Open 9:00 am to 9:00 pm' },
    { from: MIDNIGHT, value: 'Closed today' },
  ],
  until: UNTIL,
};
const notice: ClockTimeline<string | null> = {
  steps: [
    { from: RENDERED, value: null },
    { from: LAST_ORDER, value: 'Currently not taking online orders' },
  ],
  until: UNTIL,
};
const closed: ClockTimeline<boolean> = {
  steps: [
    { from: RENDERED, value: false },
    { from: LAST_ORDER, value: true },
  ],
  until: UNTIL,
};

beforeAll(polyfillDialog);
afterEach(() => jest.useRealTimers());

function page() {
  return render(
    <>
      <ClockText timeline={hours} />
      <ClockText timeline={notice} role="status" />
      <StoreCardLink href="/store/harbour" localizedHref="/store/harbour" closed={closed} title="Oops!" message="The store is closed at the moment." okayLabel="Okay">
        Harbour
      </StoreCardLink>
    </>,
  );
}

describe('a page kept from before closing time', () => {
  it('shows the store open while the browser’s clock is before the last order, as rendered', () => {
    jest.useFakeTimers({ now: RENDERED + 30_000 });
    page();
    expect(screen.getByText('Open 9:00 am to 9:00 pm')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(fireEvent.click(screen.getByRole('link', { name: 'Harbour' }))).toBe(true);
  });

  it('says “Currently not taking online orders” once the clock passes closing time, and the card alerts instead of opening the store', () => {
    jest.useFakeTimers({ now: RENDERED });
    page();
    expect(screen.queryByRole('status')).toBeNull();
    act(() => jest.advanceTimersByTime(LAST_ORDER - RENDERED));
    expect(screen.getByRole('status')).toHaveTextContent('Currently not taking online orders');
    expect(screen.getByText('Open 9:00 am to 9:00 pm')).toBeInTheDocument();
    expect(fireEvent.click(screen.getByRole('link', { name: 'Harbour' }))).toBe(false);
    expect(screen.getByRole('dialog', { name: 'Oops!' })).toHaveTextContent('The store is closed at the moment.');
  });

  it('goes by the server’s clock on a phone whose clock is slow (lib/client/server-clock.ts)', () => {
    jest.useFakeTimers({ now: RENDERED });
    page();
    expect(screen.queryByRole('status')).toBeNull();
    try {
      // An answer of our API, written two minutes later than the phone's clock says: past the last order.
      act(() => learnServerTime(new Date(RENDERED + 120_000).toUTCString(), RENDERED, RENDERED));
      expect(screen.getByRole('status')).toHaveTextContent('Currently not taking online orders');
    } finally {
      learnServerTime(new Date(RENDERED).toUTCString(), RENDERED, RENDERED);
    }
  });

  it('says “Closed today” from midnight of a day without hours', () => {
    jest.useFakeTimers({ now: RENDERED });
    page();
    act(() => jest.advanceTimersByTime(MIDNIGHT - RENDERED));
    expect(screen.getByText('Closed today')).toBeInTheDocument();
  });

  it('opened in a browser whose clock is already past closing time, shows the store closed at once', () => {
    jest.useFakeTimers({ now: LAST_ORDER + 60_000 });
    page();
    expect(screen.getByRole('status')).toHaveTextContent('Currently not taking online orders');
  });

  it('catches up when a hidden tab, whose timers slept, becomes visible again', () => {
    jest.useFakeTimers({ now: RENDERED });
    page();
    // A sleeping tab: the clock moves on without the timers firing.
    jest.setSystemTime(MIDNIGHT + 60_000);
    expect(screen.queryByText('Closed today')).toBeNull();
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(screen.getByText('Closed today')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Currently not taking online orders');
  });
});
