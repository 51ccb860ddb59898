import { describe, expect, it } from '@jest/globals';
import {
  canGoBack,
  canGoNext,
  defaultOrderType,
  initialWizardState,
  orderTypeWizardReducer as reduce,
  primaryButton,
  shouldShowWizard,
  type WizardEvent,
  type WizardState,
  type WizardSupport,
} from '../../../../lib/domain/wizard/order-type-wizard';
import { sessionToWizardCode, WIZARD_ORDER_TYPE, wizardCodeToSession } from '../../../../lib/domain/wizard/wizard-codes';

type Address = { StreetAddress: string };
const ALL: WizardSupport = { delivery: true, pickup: true, dineIn: true };
const { delivery: DEL, dineIn: DIN, pickup: TAK } = WIZARD_ORDER_TYPE;

function run(events: WizardEvent<Address>[], from: WizardState<Address> = initialWizardState<Address>()): WizardState<Address> {
  return events.reduce(reduce, from);
}
const openDesktop = (support: WizardSupport = ALL, storedOrderType: string | null = null, skipFirstStep = false): WizardEvent<Address> => ({
  type: 'open',
  isMobile: false,
  support,
  storedOrderType,
  skipFirstStep,
});
const openMobile = (support: WizardSupport = ALL): WizardEvent<Address> => ({ type: 'open', isMobile: true, support });
const address: Address = { StreetAddress: '1 George St' };

describe('codes', () => {
  it.each([
    [DEL, 0, 'delivery', 'MENU_DEL'],
    [DIN, 1, 'dineIn', 'MENU_DIN'],
    [TAK, 2, 'pickup', 'MENU_TAK'],
  ] as const)('wizard code %i', (code, number, kind, session) => {
    expect(code).toBe(number);
    expect(wizardCodeToSession(code)).toBe(session);
    expect(sessionToWizardCode(session)).toBe(code);
  });
  it('reads anything else as nothing stored', () => {
    expect(sessionToWizardCode('MENU_XYZ')).toBeNull();
    expect(sessionToWizardCode(null)).toBeNull();
  });
});

describe('when the modal shows and what it starts with', () => {
  it.each([
    ['desktop, nothing stored: delivery by default', openDesktop(), true, 1, DEL, false],
    ['desktop, no delivery: pickup by default', openDesktop({ delivery: false, pickup: true, dineIn: true }), true, 1, TAK, false],
    ['desktop, stored pickup without skip flag: closed', openDesktop(ALL, 'MENU_TAK'), false, 1, TAK, true],
    ['desktop, stored delivery with skip flag: advances to the address', openDesktop(ALL, 'MENU_DEL', true), true, 2, DEL, false],
    ['desktop, stored pickup with skip flag: advances to the time', openDesktop(ALL, 'MENU_TAK', true), true, 3, TAK, false],
    ['desktop, stored dine in with skip flag: done', openDesktop(ALL, 'MENU_DIN', true), false, 1, DIN, true],
    ['a stored type no longer offered counts as nothing stored', openDesktop({ delivery: false, pickup: true, dineIn: false }, 'MENU_DEL'), true, 1, TAK, false],
    ['no delivery nor pickup now or by pre-order: no modal', openDesktop({ delivery: false, pickup: false, dineIn: true }), false, 1, null, false],
    ['mobile: nothing preselected', openMobile(), true, 1, null, false],
  ] as const)('%s', (_name, event, visible, step, orderType, completed) => {
    const state = run([event]);
    expect(state).toMatchObject({ visible, step, orderType, completed });
  });

  it.each([
    [{ delivery: true, pickup: false, dineIn: false }, DEL, true],
    [{ delivery: false, pickup: true, dineIn: false }, TAK, true],
    [{ delivery: false, pickup: false, dineIn: true }, DIN, false],
    [{ delivery: false, pickup: false, dineIn: false }, null, false],
  ])('default and show for %j', (support, expected, shows) => {
    expect(defaultOrderType(support)).toBe(expected);
    expect(shouldShowWizard(support)).toBe(shows);
  });
});

describe('steps: delivery 1 → 2 → 3, pickup 1 → 3, dine in ends after 1', () => {
  it('delivery goes through the address to the time, then Confirm stores the time and closes', () => {
    let s = run([openDesktop()]);
    expect(primaryButton(s)).toBe('next');
    expect(canGoBack(s)).toBe(false);
    s = run([{ type: 'next' }], s);
    expect(s.step).toBe(2);
    expect(canGoBack(s)).toBe(true);
    expect(canGoNext(s)).toBe(false);
    s = run([{ type: 'next' }], s);
    expect(s.step).toBe(2);
    s = run([{ type: 'setAddress', address, outOfService: false }, { type: 'next' }], s);
    expect(s.step).toBe(3);
    expect(primaryButton(s)).toBe('confirm');
    expect(canGoNext(s)).toBe(false);
    s = run([{ type: 'slotsLoaded', date: '2026-11-23', slots: ['2026-11-23T01:30:00.000Z', '2026-11-23T01:45:00.000Z'] }], s);
    expect(s.time).toBe('2026-11-23T01:30:00.000Z');
    s = run([{ type: 'selectTime', time: '2026-11-23T01:45:00.000Z' }, { type: 'next' }], s);
    expect(s).toMatchObject({ visible: false, completed: true, scheduledTime: '2026-11-23T01:45:00.000Z', address, orderType: DEL });
  });

  it('pickup goes straight to the time', () => {
    const s = run([openDesktop(), { type: 'selectOrderType', orderType: TAK }, { type: 'next' }]);
    expect(s).toMatchObject({ step: 3, orderType: TAK, visible: true });
  });

  it('dine in ends after step 1', () => {
    const s = run([openDesktop(), { type: 'selectOrderType', orderType: DIN }, { type: 'next' }]);
    expect(s).toMatchObject({ visible: false, completed: true, orderType: DIN });
  });

  it('on mobile choosing an option advances at once', () => {
    expect(run([openMobile(), { type: 'selectOrderType', orderType: DEL }]).step).toBe(2);
    expect(run([openMobile(), { type: 'selectOrderType', orderType: TAK }]).step).toBe(3);
    expect(run([openMobile(), { type: 'selectOrderType', orderType: DIN }]).completed).toBe(true);
    expect(canGoNext(run([openMobile()]))).toBe(false);
  });

  it('ignores a type the store does not offer, and choices outside step 1', () => {
    const noDineIn = run([openDesktop({ delivery: true, pickup: true, dineIn: false }), { type: 'selectOrderType', orderType: DIN }]);
    expect(noDineIn.orderType).toBe(DEL);
    const atStep2 = run([openDesktop(), { type: 'next' }]);
    expect(run([{ type: 'selectOrderType', orderType: TAK }], atStep2)).toBe(atStep2);
  });
});

describe('back transitions', () => {
  it.each([
    ['from 2 clears the order type, to 1', [openDesktop(), { type: 'next' }, { type: 'setAddress', address, outOfService: false }], { step: 1, orderType: null, address }],
    ['from 3 on pickup clears address and type, to 1', [openDesktop(), { type: 'selectOrderType', orderType: TAK }, { type: 'next' }], { step: 1, orderType: null, address: null }],
    [
      'from 3 on delivery clears the address, to 2',
      [openDesktop(), { type: 'next' }, { type: 'setAddress', address, outOfService: false }, { type: 'next' }],
      { step: 2, orderType: DEL, address: null },
    ],
    ['nothing on step 1', [openDesktop()], { step: 1, orderType: DEL }],
  ] as [string, WizardEvent<Address>[], Partial<WizardState<Address>>][])('%s', (_name, events, expected) => {
    expect(run([...events, { type: 'back' }])).toMatchObject(expected);
  });
});

describe('out-of-service address and pick-up-instead', () => {
  const atAddress = run([openDesktop(), { type: 'next' }, { type: 'setAddress', address, outOfService: true }]);
  it('shows an error and disables Next', () => {
    expect(atAddress.addressError).toBe('outOfService');
    expect(canGoNext(atAddress)).toBe(false);
    expect(run([{ type: 'next' }], atAddress).step).toBe(2);
  });
  it('pick up instead switches to pickup and the time step', () => {
    expect(run([{ type: 'pickupInstead' }], atAddress)).toMatchObject({ orderType: TAK, step: 3, addressError: null, address: null });
  });
  it('pick up instead does nothing when pickup is not offered', () => {
    const noPickup = run([openDesktop({ delivery: true, pickup: false, dineIn: false }), { type: 'next' }, { type: 'setAddress', address, outOfService: true }]);
    expect(run([{ type: 'pickupInstead' }], noPickup)).toBe(noPickup);
  });
  it('an address outside step 2 is ignored', () => {
    const atTime = run([openDesktop(), { type: 'next' }, { type: 'setAddress', address, outOfService: false }, { type: 'next' }]);
    expect(run([{ type: 'setAddress', address: null, outOfService: true }], atTime)).toBe(atTime);
  });

  it('a good address clears the error', () => {
    expect(run([{ type: 'setAddress', address, outOfService: false }], atAddress).addressError).toBeNull();
  });
});

describe('time list refresh and date changes', () => {
  const atTime = run([openDesktop(), { type: 'selectOrderType', orderType: TAK }, { type: 'next' }]);
  it('keeps a picked time that is still offered after a refresh', () => {
    const s = run(
      [
        { type: 'slotsLoaded', date: '2026-11-23', slots: ['a', 'b'] },
        { type: 'selectTime', time: 'b' },
        { type: 'slotsLoaded', date: '2026-11-23', slots: ['b', 'c'] },
      ],
      atTime,
    );
    expect(s.time).toBe('b');
  });
  it('re-picks the first slot when the picked one is gone, and takes the moved date', () => {
    const s = run(
      [
        { type: 'slotsLoaded', date: '2026-11-23', slots: ['a', 'b'] },
        { type: 'selectTime', time: 'a' },
        { type: 'slotsLoaded', date: '2026-11-24', slots: ['c'] },
      ],
      atTime,
    );
    expect(s).toMatchObject({ date: '2026-11-24', time: 'c' });
  });
  it('an empty list leaves no time and Confirm disabled', () => {
    const s = run([{ type: 'slotsLoaded', date: '2026-11-23', slots: [] }], atTime);
    expect(s.time).toBeNull();
    expect(canGoNext(s)).toBe(false);
  });
  it('changing the date clears the time until the new list arrives', () => {
    const loaded = run([{ type: 'slotsLoaded', date: '2026-11-23', slots: ['a'] }], atTime);
    expect(run([{ type: 'selectDate', date: '2026-11-23' }], loaded)).toBe(loaded);
    expect(run([{ type: 'selectDate', date: '2026-11-25' }], loaded)).toMatchObject({ date: '2026-11-25', time: null });
  });
});
