import type { OrderTypeKind } from '../availability/order-type-kind';

/** Wizard codes (part 1 §4): delivery 0, dine in 1, pick up 2. */
export const WIZARD_ORDER_TYPE = { delivery: 0, dineIn: 1, pickup: 2 } as const;
export type WizardOrderType = (typeof WIZARD_ORDER_TYPE)[keyof typeof WIZARD_ORDER_TYPE];

/** Session values of the chosen order type. */
export const SESSION_ORDER_TYPE = { delivery: 'MENU_DEL', pickup: 'MENU_TAK', dineIn: 'MENU_DIN' } as const;
export type SessionOrderType = (typeof SESSION_ORDER_TYPE)[keyof typeof SESSION_ORDER_TYPE];

type WizardKind = Exclude<OrderTypeKind, 'room'>;

const KIND_BY_CODE: Record<WizardOrderType, WizardKind> = { 0: 'delivery', 1: 'dineIn', 2: 'pickup' };

export function wizardCodeToSession(code: WizardOrderType): SessionOrderType {
  return SESSION_ORDER_TYPE[KIND_BY_CODE[code]];
}

/** Reads a stored session value; anything else is "nothing stored". */
export function sessionToWizardCode(value: string | null | undefined): WizardOrderType | null {
  switch (value) {
    case 'MENU_DEL':
      return WIZARD_ORDER_TYPE.delivery;
    case 'MENU_TAK':
      return WIZARD_ORDER_TYPE.pickup;
    case 'MENU_DIN':
      return WIZARD_ORDER_TYPE.dineIn;
    default:
      return null;
  }
}
