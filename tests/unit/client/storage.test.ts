/** @jest-environment jsdom */
import { applyQueryParams, readQueryParams, readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '@/lib/client/storage';
import { ENTITY_STORAGE_KEYS } from '@/lib/client/storage/entity-keys';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  jest.restoreAllMocks();
});

describe('storage keys of the spec', () => {
  it.each([
    ['guestCheckinUser', 'local'],
    ['table', 'session'],
    ['saveorderUdid', 'session'],
    ['OOConfig', 'session'],
    ['orderType', 'session'],
    ['deliveryAddress', 'session'],
    ['deliveryTime', 'session'],
    ['skipFirstStep', 'session'],
    ['room', 'local'],
    ['coupon', 'local'],
    ['cart', 'local'],
  ])('%s is kept in %s storage', (name, kind) => {
    expect([...Object.values(STORAGE_KEYS), ...Object.values(ENTITY_STORAGE_KEYS)].find((k) => k.name === name)?.kind).toBe(kind);
  });
});

describe('typed storage helpers', () => {
  it('writes JSON to the right storage and reads it back validated', () => {
    expect(writeStorage(STORAGE_KEYS.orderType, 'MENU_DEL')).toBe(true);
    expect(sessionStorage.getItem('orderType')).toBe('"MENU_DEL"');
    expect(readStorage(STORAGE_KEYS.orderType)).toBe('MENU_DEL');
    expect(writeStorage(STORAGE_KEYS.ooConfig, { NoScroll: true, StoreID: '1001' })).toBe(true);
    expect(readStorage(STORAGE_KEYS.ooConfig)).toEqual({ NoScroll: true, StoreID: '1001' });
    expect(writeStorage(STORAGE_KEYS.room, '1204')).toBe(true);
    expect(localStorage.getItem('room')).toBe('"1204"');
  });

  it('reads corrupt or wrongly shaped values as absent', () => {
    sessionStorage.setItem('orderType', 'MENU_XYZ');
    expect(readStorage(STORAGE_KEYS.orderType)).toBeNull();
    sessionStorage.setItem('table', '{"TableNumber":');
    expect(readStorage(STORAGE_KEYS.table)).toBeNull();
    sessionStorage.setItem('skipFirstStep', '"yes"');
    expect(readStorage(STORAGE_KEYS.skipFirstStep)).toBeNull();
  });

  it('reads a plain (non-JSON) string written by older code', () => {
    localStorage.setItem('room', '1204');
    expect(readStorage(STORAGE_KEYS.room)).toBe('1204');
  });

  it('refuses to write an invalid value', () => {
    expect(writeStorage(STORAGE_KEYS.table, { TableNumber: '' })).toBe(false);
    expect(sessionStorage.getItem('table')).toBeNull();
  });

  it('never throws when storage refuses (private mode, quota)', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(writeStorage(STORAGE_KEYS.coupon, 'WELCOME10')).toBe(false);
    expect(readStorage(STORAGE_KEYS.coupon)).toBeNull();
    expect(() => removeStorage(STORAGE_KEYS.coupon)).not.toThrow();
  });
});

describe('checks of the stored values', () => {
  it.each([
    [STORAGE_KEYS.deliveryTime, 1_781_500_000, 1_781_500_000],
    [STORAGE_KEYS.deliveryTime, 'ASAP (12:30)', 'ASAP (12:30)'],
    [STORAGE_KEYS.deliveryTime, -5, null],
    [STORAGE_KEYS.deliveryTime, 1.5, null],
    [STORAGE_KEYS.deliveryTime, '', null],
    [STORAGE_KEYS.menu, '  Lunch  ', 'Lunch'],
    [STORAGE_KEYS.coupon, '   ', null],
    [STORAGE_KEYS.saveorderUdid, 'a1', 'a1'],
    [STORAGE_KEYS.saveorderUdid, '', null],
    [STORAGE_KEYS.table, { TableNumber: ' 12 ', SecurityCode: 'ab3f', Extra: 1 }, { TableNumber: '12', SecurityCode: 'ab3f' }],
    [STORAGE_KEYS.table, { TableNumber: '12', SecurityCode: 7 }, null],
    [STORAGE_KEYS.table, ['12'], null],
    [STORAGE_KEYS.ooConfig, { NoScroll: 'yes' }, null],
    [STORAGE_KEYS.ooConfig, [], null],
    [STORAGE_KEYS.mobile, 'true', null],
  ] as const)('%o: %j reads as %j', (key, value, expected) => {
    expect((key.parse as (v: unknown) => unknown)(value)).toEqual(expected);
  });

  it('validates the delivery address and guest check-in with their entity schemas', () => {
    const address = { StreetAddress: ' 1 Alfred Street ', PostalCode: '2000', CityTown: 'Sydney', State: 'NSW' };
    expect(writeStorage(ENTITY_STORAGE_KEYS.deliveryAddress, address)).toBe(true);
    expect(readStorage(ENTITY_STORAGE_KEYS.deliveryAddress)).toMatchObject({ StreetAddress: '1 Alfred Street', PostalCode: '2000' });
    sessionStorage.setItem('deliveryAddress', JSON.stringify({ ...address, StreetAddress: '' }));
    expect(readStorage(ENTITY_STORAGE_KEYS.deliveryAddress)).toBeNull();
    expect(writeStorage(ENTITY_STORAGE_KEYS.guestCheckinUser, { Name: 'A', Phone: '0412345678', Table: '3' })).toBe(false);
  });
});

describe('query parameters of the store screen', () => {
  it.each([
    ['', { room: null, table: null, coupon: null, mobile: false, menu: null, hidesOtherOrderTypes: false }],
    ['?room=1204', { room: '1204', table: null }],
    ['?table=12&s=ab3f', { table: { TableNumber: '12', SecurityCode: 'ab3f' }, hidesOtherOrderTypes: true }],
    ['?table=12', { table: { TableNumber: '12' }, hidesOtherOrderTypes: true }],
    ['?s=ab3f', { table: null, hidesOtherOrderTypes: false }],
    ['?coupon=WELCOME10', { coupon: 'WELCOME10' }],
    ['?mobile', { mobile: true }],
    ['?mobile=1', { mobile: true }],
    ['?mobile=false', { mobile: false }],
    ['?menu=Breakfast%20menu', { menu: 'Breakfast menu' }],
    ['?room=%20%20', { room: null }],
  ])('%s', (query, expected) => {
    expect(readQueryParams(new URLSearchParams(query))).toMatchObject(expected);
  });

  it('saves room and coupon locally, table, mobile and menu for the session', () => {
    applyQueryParams(readQueryParams(new URLSearchParams('?room=1204&table=12&s=ab3f&coupon=WELCOME10&mobile=1&menu=Lunch')));
    expect(readStorage(STORAGE_KEYS.room)).toBe('1204');
    expect(readStorage(STORAGE_KEYS.coupon)).toBe('WELCOME10');
    expect(readStorage(STORAGE_KEYS.table)).toEqual({ TableNumber: '12', SecurityCode: 'ab3f' });
    expect(readStorage(STORAGE_KEYS.orderType)).toBe('MENU_DIN');
    expect(readStorage(STORAGE_KEYS.mobile)).toBe(true);
    expect(readStorage(STORAGE_KEYS.menu)).toBe('Lunch');
    expect(localStorage.getItem('table')).toBeNull();
  });

  it('keeps what earlier links saved when a parameter is absent', () => {
    applyQueryParams(readQueryParams(new URLSearchParams('?room=1204')));
    applyQueryParams(readQueryParams(new URLSearchParams('')));
    expect(readStorage(STORAGE_KEYS.room)).toBe('1204');
  });
});
