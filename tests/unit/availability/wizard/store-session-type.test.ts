import { describe, expect, it } from '@jest/globals';
import { storeSessionOrderType } from '@/lib/domain/wizard/store-session-type';

/** Issue 36 #16: the session's order type is the tab's; at a store without it the cart takes the store's own. */
describe('the session order type at a store', () => {
  const everything = { Delivery: true, PickUp: true, EatIn: true };
  const noDelivery = { Delivery: false, PickUp: true, EatIn: true, ViewComponentConfigs: { Delivery: false } };
  const dineInOnly = { Delivery: false, PickUp: false, EatIn: true };
  const roomOnly = { Delivery: false, PickUp: false, EatIn: false, ChargeToRoom: true };

  it('keeps a type the store has', () => {
    expect(storeSessionOrderType(everything, 'MENU_DEL')).toBe('MENU_DEL');
    expect(storeSessionOrderType(noDelivery, 'MENU_TAK')).toBe('MENU_TAK');
    expect(storeSessionOrderType(noDelivery, 'MENU_DIN')).toBe('MENU_DIN');
  });

  it('takes the store’s first type in the wizard’s order (delivery, pickup, dine in) for one it lacks', () => {
    expect(storeSessionOrderType(noDelivery, 'MENU_DEL')).toBe('MENU_TAK');
    expect(storeSessionOrderType(dineInOnly, 'MENU_DEL')).toBe('MENU_DIN');
    expect(storeSessionOrderType(dineInOnly, 'MENU_TAK')).toBe('MENU_DIN');
    expect(storeSessionOrderType({ Delivery: true, PickUp: false, EatIn: false }, 'MENU_TAK')).toBe('MENU_DEL');
  });

  it('reads the flags as the rest of the product does: an explicit false in either place switches a type off', () => {
    expect(storeSessionOrderType({ Delivery: true, PickUp: true, ViewComponentConfigs: { Delivery: false } }, 'MENU_DEL')).toBe('MENU_TAK');
    expect(storeSessionOrderType({ ViewComponentConfigs: { Delivery: true, PickUp: true } }, 'MENU_DEL')).toBe('MENU_DEL');
  });

  it('leaves nothing chosen as nothing (the wizard asks), and a store with none of the three without one', () => {
    expect(storeSessionOrderType(everything, null)).toBeNull();
    expect(storeSessionOrderType(roomOnly, 'MENU_DEL')).toBeNull();
  });
});
