import type { WizardOrderType } from './wizard-codes';

export type WizardStep = 1 | 2 | 3;

/** Which wizard types the store offers now (see availability/available-order-types). */
export interface WizardSupport {
  delivery: boolean;
  pickup: boolean;
  dineIn: boolean;
}

export interface WizardState<TAddress = unknown> {
  /** The modal is showing (it cannot be dismissed; only the steps close it). */
  visible: boolean;
  step: WizardStep;
  orderType: WizardOrderType | null;
  address: TAddress | null;
  /** An out-of-service address shows an error and disables Next. */
  addressError: 'outOfService' | null;
  /** Store-local date 'yyyy-MM-dd' of the time list. */
  date: string | null;
  /** The picked slot (its start as an ISO instant or slot value, whatever the caller lists). */
  time: string | null;
  /** Set by Confirm: the time stored for the order. */
  scheduledTime: string | null;
  /** The wizard has finished (Confirm, dine in chosen, or a stored choice reused). */
  completed: boolean;
  isMobile: boolean;
  support: WizardSupport;
}

export function initialWizardState<TAddress = unknown>(): WizardState<TAddress> {
  return {
    visible: false,
    step: 1,
    orderType: null,
    address: null,
    addressError: null,
    date: null,
    time: null,
    scheduledTime: null,
    completed: false,
    isMobile: false,
    support: { delivery: false, pickup: false, dineIn: false },
  };
}
