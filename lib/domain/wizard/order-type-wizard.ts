import { sessionToWizardCode, WIZARD_ORDER_TYPE, type WizardOrderType } from './wizard-codes';
import type { WizardEvent } from './wizard-events';
import type { WizardState, WizardSupport } from './wizard-state';

export { initialWizardState, type WizardState, type WizardStep, type WizardSupport } from './wizard-state';
export type { WizardEvent } from './wizard-events';

/**
 * The order-type wizard of part 1 §4 as a pure reducer: (1) order type, (2) delivery address,
 * (3) delivery or pickup time. Delivery goes 1 → 2 → 3, pickup 1 → 3, dine in ends after 1.
 */

function supports(support: WizardSupport, orderType: WizardOrderType): boolean {
  if (orderType === WIZARD_ORDER_TYPE.delivery) return support.delivery;
  if (orderType === WIZARD_ORDER_TYPE.pickup) return support.pickup;
  return support.dineIn;
}

/** The modal shows only if the store offers delivery or pickup now or by pre-order. */
export function shouldShowWizard(support: WizardSupport): boolean {
  return support.delivery || support.pickup;
}

/** Nothing stored: delivery if supported, else pickup, else dine in, else none. */
export function defaultOrderType(support: WizardSupport): WizardOrderType | null {
  if (support.delivery) return WIZARD_ORDER_TYPE.delivery;
  if (support.pickup) return WIZARD_ORDER_TYPE.pickup;
  if (support.dineIn) return WIZARD_ORDER_TYPE.dineIn;
  return null;
}

function finish<T>(state: WizardState<T>, patch: Partial<WizardState<T>> = {}): WizardState<T> {
  return { ...state, ...patch, visible: false, completed: true };
}

/** Leaves step 1 for the chosen type: delivery to the address, pickup to the time, dine in done. */
function advanceFromType<T>(state: WizardState<T>): WizardState<T> {
  if (state.orderType === null || !supports(state.support, state.orderType)) return state;
  if (state.orderType === WIZARD_ORDER_TYPE.delivery) return { ...state, step: 2 };
  if (state.orderType === WIZARD_ORDER_TYPE.pickup) return { ...state, step: 3 };
  return finish(state);
}

export function canGoNext<T>(state: WizardState<T>): boolean {
  switch (state.step) {
    case 1:
      return state.orderType !== null && supports(state.support, state.orderType);
    case 2:
      return state.address !== null && state.addressError === null;
    case 3:
      return state.time !== null;
  }
}

/** Next on steps 1 and 2, Confirm on step 3. */
export function primaryButton<T>(state: WizardState<T>): 'next' | 'confirm' {
  return state.step === 3 ? 'confirm' : 'next';
}

/** Back shows from step 2 on. */
export function canGoBack<T>(state: WizardState<T>): boolean {
  return state.step > 1;
}

function open<T>(state: WizardState<T>, event: Extract<WizardEvent<T>, { type: 'open' }>): WizardState<T> {
  const base: WizardState<T> = { ...state, isMobile: event.isMobile, support: event.support, step: 1, completed: false, scheduledTime: null };
  if (!shouldShowWizard(event.support)) return { ...base, visible: false, orderType: null };
  const stored = sessionToWizardCode(event.storedOrderType);
  if (stored !== null && supports(event.support, stored)) {
    // A stored choice with the skip flag moves past step 1; without it the modal stays closed.
    if (event.skipFirstStep) return advanceFromType({ ...base, visible: true, orderType: stored });
    return finish(base, { orderType: stored });
  }
  // On mobile choosing an option advances at once, so nothing is preselected there.
  return { ...base, visible: true, orderType: event.isMobile ? null : defaultOrderType(event.support) };
}

export function orderTypeWizardReducer<T>(state: WizardState<T>, event: WizardEvent<T>): WizardState<T> {
  switch (event.type) {
    case 'open':
      return open(state, event);
    case 'selectOrderType': {
      if (state.step !== 1 || !supports(state.support, event.orderType)) return state;
      const chosen = { ...state, orderType: event.orderType };
      return state.isMobile ? advanceFromType(chosen) : chosen;
    }
    case 'next':
      if (!canGoNext(state)) return state;
      if (state.step === 1) return advanceFromType(state);
      if (state.step === 2) return { ...state, step: 3 };
      // Confirm stores the scheduled time and closes.
      return finish(state, { scheduledTime: state.time });
    case 'back':
      if (state.step === 2) return { ...state, step: 1, orderType: null };
      if (state.step === 3 && state.orderType === WIZARD_ORDER_TYPE.delivery) return { ...state, step: 2, address: null, addressError: null };
      if (state.step === 3) return { ...state, step: 1, orderType: null, address: null, addressError: null };
      return state;
    case 'setAddress':
      // The address form lives on step 2 only.
      if (state.step !== 2) return state;
      return { ...state, address: event.address, addressError: event.outOfService ? 'outOfService' : null };
    case 'pickupInstead':
      if (!state.support.pickup) return state;
      return { ...state, orderType: WIZARD_ORDER_TYPE.pickup, address: null, addressError: null, step: 3, time: null };
    case 'slotsLoaded':
      // Keep the picked time while it is still offered; otherwise the first slot is auto-selected.
      return { ...state, date: event.date, time: state.time !== null && event.slots.includes(state.time) ? state.time : (event.slots[0] ?? null) };
    case 'selectDate':
      return state.date === event.date ? state : { ...state, date: event.date, time: null };
    case 'selectTime':
      return { ...state, time: event.time };
  }
}
