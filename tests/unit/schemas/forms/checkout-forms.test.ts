import { describe, expect, it } from '@jest/globals';
import { createCheckoutDetailsSchema, shouldValidateCheckoutForms } from '../../../../lib/schemas/forms/checkout-details';
import { createDeliveryAddressSchema } from '../../../../lib/schemas/forms/delivery-address';
import { createOrderTimeSchema, createTermsSchema, ZItemNoteSchema, ZNotesSchema, ZOrderNoteSchema } from '../../../../lib/schemas/forms/notes-and-terms';
import { createDineInSchema, ZRoomSchema } from '../../../../lib/schemas/forms/room-and-dine-in';
import { ZCouponCodeSchema } from '../../../../lib/schemas/forms/coupon';
import { ZGiftItemSchema } from '../../../../lib/schemas/forms/gift-item';
import { createGuestCheckInSchema } from '../../../../lib/schemas/forms/guest-check-in';
import { messageAt, messagesOf } from './helpers';

describe('checkout details: trimmed names (min 2), email, phone', () => {
  const details = { FirstName: ' Ana ', LastName: ' Lee ', Email: ' ana@example.com ', PhoneNumber: ' 0412345678 ' };
  it('trims', () => {
    expect(createCheckoutDetailsSchema().parse(details)).toEqual({ FirstName: 'Ana', LastName: 'Lee', Email: 'ana@example.com', PhoneNumber: '0412345678' });
  });
  it.each([
    [{ FirstName: ' A ' }, { FirstName: 'validation.firstNameMin' }],
    [{ LastName: '' }, { LastName: 'validation.lastNameRequired' }],
    [{ Email: 'ana' }, { Email: 'validation.emailInvalid' }],
    [{ PhoneNumber: '0412' }, { PhoneNumber: 'validation.phoneMin' }],
  ])('%j', (patch, expected) => {
    expect(messagesOf(createCheckoutDetailsSchema(), { ...details, ...patch })).toEqual(expected);
  });
  it('a total of zero with a name present skips the form checks', () => {
    expect(shouldValidateCheckoutForms(0, 'Ana')).toBe(false);
    expect(shouldValidateCheckoutForms(0, ' ')).toBe(true);
    expect(shouldValidateCheckoutForms(12.5, 'Ana')).toBe(true);
  });
});

describe('delivery address', () => {
  const areas = [
    { PostcodeFrom: '2000', PostcodeTo: '2099' },
    { PostcodeFrom: 2200, PostcodeTo: 2234 },
  ];
  const address = { StreetAddress: '1 George St', PostalCode: '2000', CityTown: 'Sydney', State: 'nsw' };
  it.each([
    ['valid, state upper-cased', {}, areas, {}],
    ['street missing', { StreetAddress: '  ' }, areas, { StreetAddress: 'validation.streetAddressRequired' }],
    ['postcode outside the areas', { PostalCode: '3000' }, areas, { PostalCode: 'validation.deliveryNotAvailable' }],
    ['postcode in the second area', { PostalCode: '2210' }, areas, {}],
    ['postcode anywhere without areas', { PostalCode: '3000' }, [], {}],
    ['postcode not numeric', { PostalCode: '20a0' }, areas, { PostalCode: 'validation.postcodeFormat' }],
    ['postcode missing', { PostalCode: '' }, areas, { PostalCode: 'validation.postcodeRequired' }],
    ['suburb of 2', { CityTown: 'Ab' }, areas, { CityTown: 'validation.suburbMin' }],
    ['suburb missing', { CityTown: '' }, areas, { CityTown: 'validation.suburbRequired' }],
    ['state outside the list', { State: 'XYZ' }, areas, { State: 'validation.stateInvalid' }],
    ['state missing', { State: '' }, areas, { State: 'validation.stateRequired' }],
    ['instructions over 300', { DeliveryInstructions: 'x'.repeat(301) }, areas, { DeliveryInstructions: 'validation.notesMax' }],
    ['a NUL in the street', { StreetAddress: '1 George\u0000St' }, areas, { StreetAddress: 'validation.oneLineText' }],
    ['a line break in the street', { StreetAddress: '1 George St\r\nX-Evil: 1' }, areas, { StreetAddress: 'validation.oneLineText' }],
    ['a right-to-left override in the suburb', { CityTown: 'Syd\u202Eyen' }, areas, { CityTown: 'validation.oneLineText' }],
    ['letters of any script in the suburb', { CityTown: '悉尼 Café' }, areas, {}],
  ])('%s', (_name, patch, deliveryAreas, expected) => {
    expect(messagesOf(createDeliveryAddressSchema({ deliveryAreas }), { ...address, ...patch })).toEqual(expected);
  });

  it('says which postcode is not delivered to', () => {
    const result = createDeliveryAddressSchema({ deliveryAreas: areas }).safeParse({ ...address, PostalCode: '3000' });
    expect(result.error?.issues[0]).toMatchObject({ message: 'validation.deliveryNotAvailable', params: { postcode: '3000' } });
  });

  it.each(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'])('accepts %s', (State) => {
    expect(createDeliveryAddressSchema().parse({ ...address, State }).State).toBe(State);
  });

  it('checks the phone when asked and defaults the country', () => {
    expect(messageAt(createDeliveryAddressSchema({ requirePhone: true }), { ...address, Phone: '123' }, 'Phone')).toBe('validation.phoneMin');
    expect(createDeliveryAddressSchema().parse(address).Country).toBe('AU');
  });
});

describe('room, table and dine-in', () => {
  it.each([
    [{ RoomNumber: '1204' }, {}],
    [{ RoomNumber: ' ' }, { RoomNumber: 'validation.roomNumberRequired' }],
    [{}, { RoomNumber: 'validation.roomNumberRequired' }],
  ])('room %j', (input, expected) => {
    expect(messagesOf(ZRoomSchema, input)).toEqual(expected);
  });

  const dineIn = { TableNumber: '12', FirstName: 'Ana', LastName: 'Lee' };
  it.each([
    ['typed table', {}, {}, {}],
    ['table as a number', {}, { TableNumber: 7 }, {}],
    ['table missing', {}, { TableNumber: '' }, { TableNumber: 'validation.tableNumberRequired' }],
    ['table absent', {}, { TableNumber: undefined }, { TableNumber: 'validation.tableNumberRequired' }],
    ['first name missing', {}, { FirstName: '' }, { FirstName: 'validation.firstNameRequired' }],
    ['last name missing', {}, { LastName: '' }, { LastName: 'validation.lastNameRequired' }],
    ['last name not needed after a scan', { tableFromScan: true }, { LastName: undefined }, {}],
    ['phone needed with SMS confirmation', { requirePhone: true }, {}, { PhoneNumber: 'validation.phoneRequired' }],
    ['phone given with SMS confirmation', { requirePhone: true }, { PhoneNumber: '0412345678' }, {}],
    ['email optional but valid', {}, { Email: 'nope' }, { Email: 'validation.emailInvalid' }],
    ['blank email is fine', {}, { Email: '  ' }, {}],
  ])('%s', (_name, options, patch, expected) => {
    expect(messagesOf(createDineInSchema(options), { ...dineIn, ...patch })).toEqual(expected);
  });
});

describe('notes, terms, times and coupon', () => {
  it.each([
    [ZOrderNoteSchema, 'x'.repeat(300), null],
    [ZOrderNoteSchema, 'x'.repeat(301), 'validation.notesMax'],
    [ZItemNoteSchema, 'x'.repeat(300), null],
    [ZItemNoteSchema, 'x'.repeat(301), 'validation.itemNoteMax'],
  ])('note limit %#', (schema, text, expected) => {
    expect(messageAt(schema, text)).toBe(expected);
  });

  it('order note in an object is optional', () => {
    expect(messagesOf(ZNotesSchema, {})).toEqual({});
  });

  it.each([
    [true, { acceptTerms: true }, {}],
    [true, { acceptTerms: false }, { acceptTerms: 'validation.termsRequired' }],
    [true, {}, { acceptTerms: 'validation.termsRequired' }],
    [false, {}, {}],
  ])('terms required %s: %j', (required, input, expected) => {
    expect(messagesOf(createTermsSchema({ required }), input)).toEqual(expected);
  });

  it.each([
    ['delivery', {}, 'validation.deliveryTimeRequired'],
    ['pickup', { scheduledTime: '' }, 'validation.pickupTimeRequired'],
    ['pickup', { scheduledTime: '2026-11-23T01:30:00.000Z' }, null],
  ] as const)('%s time %j', (kind, input, expected) => {
    expect(messageAt(createOrderTimeSchema(kind), input, 'scheduledTime')).toBe(expected);
  });

  it.each([
    [{ code: 'SAVE10' }, null],
    [{ code: '   ' }, 'validation.couponRequired'],
    [{}, 'validation.couponRequired'],
  ])('coupon %j', (input, expected) => {
    expect(messageAt(ZCouponCodeSchema, input, 'code')).toBe(expected);
  });
});

describe('gift item', () => {
  const gift = { From: 'Ana', To: 'Bo', Email: 'bo@example.com', Message: 'Happy birthday', quantity: 1 };
  it.each([
    [{}, {}],
    [{ Email: '' }, { Email: 'validation.recipientEmailRequired' }],
    [{ Email: 'bo@' }, { Email: 'validation.emailInvalid' }],
    [{ quantity: 0 }, { quantity: 'validation.quantityMin' }],
    [{ quantity: 1.5 }, { quantity: 'validation.quantityMin' }],
    [{ quantity: '2' }, { quantity: 'validation.quantityMin' }],
  ])('%j', (patch, expected) => {
    expect(messagesOf(ZGiftItemSchema, { ...gift, ...patch })).toEqual(expected);
  });
});

describe('guest check-in', () => {
  const guest = { Name: 'Ana', Phone: '0412345678', Table: '12' };
  it.each([
    ['valid', {}, {}, {}],
    ['name of 1', {}, { Name: 'A' }, { Name: 'validation.nameMin' }],
    ['name missing', {}, { Name: '' }, { Name: 'validation.nameRequired' }],
    ['phone of 2 is enough', {}, { Phone: '12' }, {}],
    ['phone of 1', {}, { Phone: '1' }, { Phone: 'validation.phoneMinCheckIn' }],
    ['phone of 11 in AU', {}, { Phone: '12345678901' }, { Phone: 'validation.phoneMaxAu' }],
    ['phone of 15 elsewhere', { country: 'ID' }, { Phone: '123456789012345' }, {}],
    ['phone of 16 elsewhere', { country: 'ID' }, { Phone: '1234567890123456' }, { Phone: 'validation.phoneMax' }],
    ['email needed with the opt-in', {}, { AgreeToReceivePromotionalOffers: true }, { Email: 'validation.emailRequired' }],
    ['email with the opt-in', {}, { AgreeToReceivePromotionalOffers: true, Email: 'ana@example.com' }, {}],
    ['email invalid without the opt-in', {}, { Email: 'ana@' }, { Email: 'validation.emailInvalid' }],
    ['table as number 0', {}, { Table: 0 }, {}],
  ])('%s', (_name, options, patch, expected) => {
    expect(messagesOf(createGuestCheckInSchema(options), { ...guest, ...patch })).toEqual(expected);
  });

  it('defaults the opt-in to false and keeps the table as text', () => {
    expect(createGuestCheckInSchema().parse({ Name: 'Ana', Phone: '12', Table: 0 })).toMatchObject({ AgreeToReceivePromotionalOffers: false, Table: '0' });
  });
});
