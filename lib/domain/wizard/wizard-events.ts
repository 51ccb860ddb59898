import type { SessionOrderType, WizardOrderType } from './wizard-codes';
import type { WizardSupport } from './wizard-state';

export type WizardEvent<TAddress = unknown> =
  | {
      type: 'open';
      isMobile: boolean;
      support: WizardSupport;
      /** Session order type (MENU_DEL, MENU_TAK, MENU_DIN) from an earlier visit. */
      storedOrderType?: SessionOrderType | string | null;
      /** Session "skip first step" flag. */
      skipFirstStep?: boolean;
    }
  | { type: 'selectOrderType'; orderType: WizardOrderType }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'setAddress'; address: TAddress | null; outOfService: boolean }
  | { type: 'pickupInstead' }
  /** A (re)computed time list: date as moved by selectSlotDate, slot values in order. */
  | { type: 'slotsLoaded'; date: string; slots: readonly string[] }
  | { type: 'selectDate'; date: string }
  | { type: 'selectTime'; time: string };
