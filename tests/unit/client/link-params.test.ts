/** @jest-environment jsdom */
import { isCheckoutPath } from '@/lib/client/checkout-session';
import { keptQuery, resolveLinkParams, storeLinks } from '@/lib/client/link-params';
import { applyQueryParams, readQueryParams, withRefusedTable } from '@/lib/client/storage';

const params = (search: string) => readQueryParams(new URLSearchParams(search));

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('link parameters read back (spec part 1 §2)', () => {
  it('keeps a table (with s) for the session after the query is gone', () => {
    applyQueryParams(params('table=12&s=abc'));
    expect(resolveLinkParams(params('')).table).toEqual({ TableNumber: '12', SecurityCode: 'abc' });
  });

  it('keeps no table from a link the server refused (wrong or missing s), and forgets one saved before with its dine in', () => {
    applyQueryParams(params('table=5&s=good-code-12345'));
    expect(window.sessionStorage.getItem('orderType')).toBe('"MENU_DIN"');
    const refused = withRefusedTable(params('table=12&s=wrong'));
    expect(refused).toMatchObject({ table: null, hidesOtherOrderTypes: false, refusedTable: true });
    expect(resolveLinkParams(refused).table).toBeNull();
    applyQueryParams(refused);
    expect(window.sessionStorage.getItem('table')).toBeNull();
    expect(window.sessionStorage.getItem('orderType')).toBeNull();
    expect(resolveLinkParams(params('')).table).toBeNull();
  });

  it('keeps mobile across navigation, room and coupon locally', () => {
    applyQueryParams(params('mobile=1&room=1204&coupon=WELCOME10'));
    const later = resolveLinkParams(params(''));
    expect(later).toMatchObject({ mobile: true, room: '1204', coupon: 'WELCOME10' });
    expect(window.localStorage.getItem('room')).toBe('"1204"');
    expect(window.sessionStorage.getItem('mobile')).toBe('true');
  });

  it('prefers the query to what was saved', () => {
    applyQueryParams(params('coupon=OLD'));
    expect(resolveLinkParams(params('coupon=NEW')).coupon).toBe('NEW');
  });

  it('takes menu from the query only', () => {
    applyQueryParams(params('menu=Breakfast'));
    expect(resolveLinkParams(params('')).menu).toBeNull();
    expect(resolveLinkParams(params('menu=Breakfast')).menu).toBe('Breakfast');
  });
});

describe('links keep menu, table and mobile', () => {
  it('builds nothing when there is nothing to keep', () => {
    expect(keptQuery({ menu: null, table: null, mobile: false })).toBe('');
  });

  it('keeps ?menu= on the mobile cart and the checkout, so the named menu’s cart is not lost', () => {
    const links = storeLinks('grand-pacific', { menu: 'Breakfast in bed', table: null, mobile: false });
    expect(links.mobileCart).toBe('/store/grand-pacific/shoppingcartmobile?menu=Breakfast+in+bed');
    expect(links.checkout).toBe('/store/grand-pacific/checkout?menu=Breakfast+in+bed');
    expect(links.store).toBe('/store/grand-pacific?menu=Breakfast+in+bed');
  });

  it('keeps the table, its security code and mobile', () => {
    expect(keptQuery({ menu: null, table: { TableNumber: '7', SecurityCode: 'x1' }, mobile: true })).toBe('?table=7&s=x1&mobile=1');
  });
});

describe('in checkout', () => {
  it.each([
    ['/store/harbour-circular-quay/checkout', true],
    ['/zh-CN/store/harbour-circular-quay/checkout/123', true],
    ['/store/harbour-circular-quay/shoppingcartmobile', true],
    ['/store/harbour-circular-quay/completeorder/1/2', true],
    ['/store/harbour-circular-quay', false],
    ['/', false],
  ])('%s marks the session as in checkout: %p', (path, inCheckout) => {
    expect(isCheckoutPath(path)).toBe(inCheckout);
  });
});
