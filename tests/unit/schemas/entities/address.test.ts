import { describe, expect, it } from '@jest/globals';
import { ZCardSchema, ZDeliveryAddressSchema, ZDineInSchema, ZRoomSchema, ZSurchargeTransactionSchema } from '@/lib/schemas/entities';
import { issuePaths } from './examples';

describe('addresses, room, dine-in, card, surcharge transaction', () => {
  const address = {
    StreetAddress: '1 Macquarie St',
    PostalCode: '2000',
    CityTown: 'Sydney',
    State: 'NSW',
    Country: 'Australia',
    Phone: '0412345678',
    DeliveryInstructions: 'Leave at the door',
    Latitude: -33.86,
    Longitude: 151.21,
  };

  it('accepts a delivery address and reports a missing street with the spec message', () => {
    expect(ZDeliveryAddressSchema.safeParse(address).success).toBe(true);
    const result = ZDeliveryAddressSchema.safeParse({ ...address, StreetAddress: ' ' });
    expect(result.error?.issues[0].message).toBe('The Street Address field is required');
  });

  it('caps delivery instructions at 300 characters', () => {
    expect(issuePaths(ZDeliveryAddressSchema.safeParse({ ...address, DeliveryInstructions: 'x'.repeat(301) }))).toEqual(['DeliveryInstructions']);
  });

  it('room and dine-in need their number', () => {
    expect(ZRoomSchema.safeParse({ RoomNumber: '1204' }).success).toBe(true);
    expect(issuePaths(ZRoomSchema.safeParse({ RoomNumber: '' }))).toEqual(['RoomNumber']);
    expect(ZDineInSchema.safeParse({ TableNumber: '12', SecurityCode: 'ab12', FirstName: 'Al', DineInField: 'Seat 3' }).success).toBe(true);
    expect(issuePaths(ZDineInSchema.safeParse({ FirstName: 'Al' }))).toEqual(['TableNumber']);
  });

  it('card expiry is MM/YY and CVV 3 or 4 digits', () => {
    const card = { CardHolder: 'Alex Demo', CardNumber: '4242 4242 4242 4242', ExpireDate: '12/29', CVV: '123' };
    expect(ZCardSchema.safeParse(card).success).toBe(true);
    expect(issuePaths(ZCardSchema.safeParse({ ...card, ExpireDate: '13/29', CVV: '12' }))).toEqual(['ExpireDate', 'CVV']);
  });

  it('surcharge transactions need amount, id and time', () => {
    expect(ZSurchargeTransactionSchema.safeParse({ Amount: 1.5, Surcharge_ID: 'sunday', TransactionTime: 1790000000, UDID: 'u' }).success).toBe(true);
    expect(issuePaths(ZSurchargeTransactionSchema.safeParse({ Amount: -1, TransactionTime: 1 }))).toEqual(['Amount', 'Surcharge_ID']);
  });
});
