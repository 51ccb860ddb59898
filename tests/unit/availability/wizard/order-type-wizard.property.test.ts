import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { canGoNext, initialWizardState, orderTypeWizardReducer, type WizardEvent, type WizardState } from '../../../../lib/domain/wizard/order-type-wizard';
import { WIZARD_ORDER_TYPE } from '../../../../lib/domain/wizard/wizard-codes';

const support = fc.record({ delivery: fc.boolean(), pickup: fc.boolean(), dineIn: fc.boolean() });
const openEvent: fc.Arbitrary<WizardEvent<string>> = fc.record({
  type: fc.constant('open' as const),
  isMobile: fc.boolean(),
  support,
  storedOrderType: fc.constantFrom(null, 'MENU_DEL', 'MENU_TAK', 'MENU_DIN', 'junk'),
  skipFirstStep: fc.boolean(),
});
// Weighted towards moving forward so that deep states (time step, confirm) are reached often.
const event: fc.Arbitrary<WizardEvent<string>> = fc.oneof(
  { arbitrary: openEvent, weight: 1 },
  { arbitrary: fc.record({ type: fc.constant('selectOrderType' as const), orderType: fc.constantFrom(0, 1, 2) as fc.Arbitrary<0 | 1 | 2> }), weight: 3 },
  { arbitrary: fc.constant({ type: 'next' as const }), weight: 6 },
  { arbitrary: fc.constant({ type: 'back' as const }), weight: 2 },
  { arbitrary: fc.record({ type: fc.constant('setAddress' as const), address: fc.constantFrom('1 George St', null), outOfService: fc.boolean() }), weight: 4 },
  { arbitrary: fc.constant({ type: 'pickupInstead' as const }), weight: 1 },
  { arbitrary: fc.record({ type: fc.constant('slotsLoaded' as const), date: fc.constantFrom('2026-11-23', '2026-11-24'), slots: fc.subarray(['a', 'b', 'c']) }), weight: 3 },
  { arbitrary: fc.record({ type: fc.constant('selectDate' as const), date: fc.constantFrom('2026-11-23', '2026-11-24') }), weight: 1 },
  { arbitrary: fc.record({ type: fc.constant('selectTime' as const), time: fc.constantFrom('a', 'b', 'c') }), weight: 2 },
);
function invariants(state: WizardState<string>) {
  // Step 2 belongs to delivery only; step 3 to delivery or pickup.
  if (state.visible && state.step === 2) expect(state.orderType).toBe(WIZARD_ORDER_TYPE.delivery);
  if (state.visible && state.step === 3) expect([WIZARD_ORDER_TYPE.delivery, WIZARD_ORDER_TYPE.pickup]).toContain(state.orderType);
  // Delivery reaches the time step only with an in-service address.
  if (state.visible && state.step === 3 && state.orderType === WIZARD_ORDER_TYPE.delivery) {
    expect(state.address).not.toBeNull();
  }
  // A visible modal means the store offers delivery or pickup.
  if (state.visible) expect(state.support.delivery || state.support.pickup).toBe(true);
  // A finished wizard is hidden.
  if (state.completed) expect(state.visible).toBe(false);
  // Next is never enabled with an out-of-service address on step 2.
  if (state.step === 2 && state.addressError === 'outOfService') expect(canGoNext(state)).toBe(false);
}

describe('order-type wizard properties over random event sequences', () => {
  it('keeps its invariants after every event', () => {
    let confirmed = 0;
    fc.assert(
      fc.property(openEvent, fc.array(event, { minLength: 3, maxLength: 40, size: 'large' }), (first, events) => {
        let state = initialWizardState<string>();
        for (const e of [first, ...events]) {
          state = orderTypeWizardReducer(state, e);
          invariants(state);
        }
        if (state.completed && state.scheduledTime !== null) confirmed += 1;
      }),
      { numRuns: 800 },
    );
    // The generator reaches the end of the flow, not only the first step.
    expect(confirmed).toBeGreaterThan(10);
  });
});
