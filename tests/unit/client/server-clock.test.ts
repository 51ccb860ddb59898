import { learnServerTime, onServerClockSet, serverNow, SKEW_TOLERANCE_MS } from '@/lib/client/server-clock';
import { pinClock } from '../../support/clock';

const PHONE = Date.parse('2026-11-30T01:00:00Z');
const httpDate = (ms: number) => new Date(ms).toUTCString();

describe('the page’s clock, set by the server’s', () => {
  beforeEach(() => pinClock(PHONE));
  afterEach(() => {
    learnServerTime(httpDate(PHONE), PHONE, PHONE);
    jest.useRealTimers();
  });

  it('is the phone’s clock until an answer tells otherwise', () => {
    expect(serverNow()).toBe(PHONE);
  });

  it('moves by the difference when the phone is a minute slow, or two minutes fast', () => {
    learnServerTime(httpDate(PHONE + 60_000), PHONE - 100, PHONE + 100);
    // The header has whole seconds: the server wrote it in the second after 01:01:00.
    expect(serverNow()).toBe(PHONE + 60_500);
    learnServerTime(httpDate(PHONE - 120_000), PHONE - 100, PHONE + 100);
    expect(serverNow()).toBe(PHONE - 119_500);
  });

  it('leaves a difference within the measure’s error and the tolerance alone', () => {
    learnServerTime(httpDate(PHONE + 2_000), PHONE - 100, PHONE + 100);
    expect(serverNow()).toBe(PHONE);
    // An answer that took 10 s: the measure is good to 5.5 s only, so 6 s is not surely a difference.
    learnServerTime(httpDate(PHONE + 6_000), PHONE - 5_000, PHONE + 5_000);
    expect(serverNow()).toBe(PHONE);
    // A minute is, even then.
    learnServerTime(httpDate(PHONE + 60_000), PHONE - 5_000, PHONE + 5_000);
    expect(serverNow()).toBe(PHONE + 60_500);
    expect(SKEW_TOLERANCE_MS).toBe(2_000);
  });

  it('goes back to the phone’s clock when a later answer agrees with it', () => {
    learnServerTime(httpDate(PHONE + 60_000), PHONE, PHONE);
    learnServerTime(httpDate(PHONE), PHONE, PHONE);
    expect(serverNow()).toBe(PHONE);
  });

  it('ignores an answer without a date, or with one it cannot read', () => {
    learnServerTime(httpDate(PHONE + 60_000), PHONE, PHONE);
    learnServerTime(null, PHONE, PHONE);
    learnServerTime('yesterday', PHONE, PHONE);
    expect(serverNow()).toBe(PHONE + 60_500);
  });

  it('tells its listeners when it is set anew, and only then', () => {
    const listener = jest.fn();
    const remove = onServerClockSet(listener);
    learnServerTime(httpDate(PHONE + 1_000), PHONE, PHONE);
    expect(listener).not.toHaveBeenCalled();
    learnServerTime(httpDate(PHONE + 60_000), PHONE, PHONE);
    learnServerTime(httpDate(PHONE + 60_000), PHONE, PHONE);
    expect(listener).toHaveBeenCalledTimes(1);
    remove();
    learnServerTime(httpDate(PHONE), PHONE, PHONE);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
