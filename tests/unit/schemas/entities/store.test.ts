import { describe, expect, it } from '@jest/globals';
import { ZHeadOfficeSchema, ZStoreBaseSchema, ZStoreSchema, ZViewComponentConfigsSchema, STORE_DEFAULTS } from '@/lib/schemas/entities';
import { issuePaths, validStore } from './examples';

describe('ZStoreSchema', () => {
  it('accepts a minimal store', () => {
    expect(ZStoreSchema.safeParse(validStore()).success).toBe(true);
  });

  it('accepts a store with every setting', () => {
    const store = {
      ...validStore(),
      StoreTitle: 'Modern Australian',
      Logo: '/images/demo/logo.svg',
      ProfileImage: 'https://example.com/banner.jpg',
      HQCompanyID: 'hq-harbour',
      IsHQ: false,
      IsTest: false,
      DisplayOrder: 1,
      TimezoneCity: 'Sydney',
      CurrencyLocaleName: 'en-AU',
      OfficePhone: '02 9000 0000',
      PreOrderOperatingHours: [{ DayOfWeek: 0, StartTime: '10:00:00', EndTime: '20:00:00' }],
      BlackoutDates: [{ Date: '2026-12-25' }, { Date: '2026-12-26', StartTime: '15:00:00', EndTime: '23:59:59' }],
      EnablePreoderForDelivery: true,
      EnablePreoderForPickup: true,
      OrderPreparationTime: 20,
      OrderPreparationDeliveryBuffer: 10,
      NumberOfDaysInAdvanceForDelivery: 7,
      NumberOfDaysInAdvanceForPickup: 7,
      PreOrderCutOffDays: 0,
      PreOrderCutOffTime: '20:00:00',
      DeliveryTimeInterval: 15,
      PickupTimeInterval: 15,
      DeliveryRadius: 8,
      FreightFeeRules: [{ PriceRangeMinimum: 0, PriceRangeMaximum: 50, FreightFeeAmount: 5, FreightFeePerKilometer: 0.5, FreightFeeMinimum: 5 }],
      DeliveryAreas: [{ PostcodeFrom: '2000', PostcodeTo: 2050, TimeSlots: [{ StartTime: '11:00:00', EndTime: '14:00:00' }] }],
      EnableThirdPartyDelivery: { DoorDash: false },
      ChargeToRoom: false,
      Delivery: true,
      PickUp: true,
      EatIn: true,
      ClosingStoreMessage: 'Back soon',
      StripeActivated: true,
      '3DSecureMinimumSpend': 100,
      EnableLoyaltyMarketing: true,
      DineInField: 'Seat',
      OrderTypeConstraintRules: { '10': { MinimumTotalPrice: 25 }, '3': { MinimumTotalPrice: 0 } },
      TermsAndConditions: 'Terms',
      CancellationTermsAndConditions: 'Cancel terms',
      OrderCancellation: { OrderCancellationAllowed: true, CancellationTimeBufferInMinutes: 30 },
      EnableGuestCheckIn: true,
      IsDisableStatusTracking: false,
      Policies: { PolicyTypePrivacy: 'p', PolicyTypeDelivery: 'd', PolicyTypeRefund: 'r' },
      PopUpNotification: { Title: 'Hi', Message: 'Hello', CreatedOn: 1767225600 },
      ThemeSettings: { BackgroundPhotos: { CommonLogo: '/logo.svg' }, Colours: { IntroBackground: '#003366' } },
      IsGeneralSurchargeEnabled: true,
      SurchargeBankSettings: [{ CreditCard: 5, AmountMinimum: 0, AmountMaximum: 1000, RateType: 2, Rate: 0.015, IsTaxable: true }],
      SurchargeHolidaySettings: [{ Name: 'Public holiday', StartDate: '2026-12-25', EndDate: '2026-12-26', RateType: 2, Rate: 0.15 }],
      ViewComponentConfigs: { LogIn: true, SMSVerification: false, EnableApplePayment: true, UIColoursMobile: { Primary: '#ff6600' } },
      EmbeddedJavascript: '',
    };
    const result = ZStoreSchema.safeParse(store);
    expect(issuePaths(result)).toEqual([]);
  });

  it('requires ID, Slug, Name, time zone, location, hours and the switches', () => {
    const result = ZStoreSchema.safeParse({});
    expect(issuePaths(result)).toEqual(expect.arrayContaining(['ID', 'Slug', 'Name', 'IsEnabled', 'TimezoneIanaFormat', 'Location', 'OperatingHours', 'IsInOperation']));
  });

  it('reports unknown (misspelled) keys', () => {
    const result = ZStoreSchema.safeParse({ ...validStore(), EnablePreorderForPickup: true });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].code).toBe('unrecognized_keys');
  });

  it.each([
    ['ID', { ID: 'harbour' }],
    ['Slug', { Slug: 'Harbour Sydney' }],
    ['TimezoneIanaFormat', { TimezoneIanaFormat: 'Sydney' }],
    ['CurrencyLocaleName', { CurrencyLocaleName: 'english' }],
    ['OperatingHours.0.DayOfWeek', { OperatingHours: [{ DayOfWeek: 8, OpeningTime: '09:00:00', ClosingTime: '17:00:00' }] }],
    ['OperatingHours.0.ClosingTime', { OperatingHours: [{ DayOfWeek: 1, OpeningTime: '09:00:00', ClosingTime: '25:00:00' }] }],
    ['BlackoutDates.0.Date', { BlackoutDates: [{ Date: '25/12/2026' }] }],
    ['BlackoutDates.0.EndTime', { BlackoutDates: [{ Date: '2026-12-25', StartTime: '10:00:00' }] }],
    ['DeliveryAreas.0.PostcodeTo', { DeliveryAreas: [{ PostcodeFrom: '2050', PostcodeTo: '2000' }] }],
    ['SurchargeBankSettings.0.RateType', { SurchargeBankSettings: [{ CreditCard: 5, RateType: 3, Rate: 1 }] }],
    ['OrderTypeConstraintRules', { OrderTypeConstraintRules: { Delivery: { MinimumTotalPrice: 20 } } }],
    ['PopUpNotification.CreatedOn', { PopUpNotification: { Title: 't', Message: 'm', CreatedOn: 1.5 } }],
  ])('rejects a bad %s', (path, patch) => {
    const result = ZStoreSchema.safeParse({ ...validStore(), ...patch });
    expect(issuePaths(result)).toContain(path);
  });

  it('accepts 0 as Sunday', () => {
    const store = { ...validStore(), OperatingHours: [{ DayOfWeek: 0, OpeningTime: '09:00:00', ClosingTime: '17:00:00' }] };
    expect(ZStoreSchema.safeParse(store).success).toBe(true);
  });

  it('checks Australian state and 4-digit postcode, but not for other countries', () => {
    const au = validStore();
    au.Location = { ...au.Location, State: 'New South Wales', Postcode: '200' };
    expect(issuePaths(ZStoreSchema.safeParse(au))).toEqual(['Location.State', 'Location.Postcode']);
    const id = validStore();
    id.Location = { Address: 'Jl. Sudirman 1', Suburb: 'Jakarta Pusat', State: 'DKI Jakarta', Postcode: '10220', Country: 'Indonesia' };
    id.TimezoneIanaFormat = 'Asia/Jakarta';
    id.CurrencyLocaleName = 'id-ID';
    expect(ZStoreSchema.safeParse(id).success).toBe(true);
  });

  it('documents the spec defaults', () => {
    expect(STORE_DEFAULTS.DeliveryTimeInterval).toBe(15);
    expect(STORE_DEFAULTS.PickupTimeInterval).toBe(15);
  });
});

describe('ZViewComponentConfigsSchema', () => {
  it('accepts every listed flag', () => {
    const flags = [
      'LogIn',
      'LogInMandatory',
      'SMSVerification',
      'ShowNotes',
      'ShowNotesForItem',
      'PickUp',
      'Delivery',
      'DeliverToRoom',
      'ChargeToRoomRadio',
      'EatIn',
      'EnableCashOnPickup',
      'EnableAlipayPayment',
      'EnableWechatPayment',
      'ApplePayEnabled',
      'EnableApplePayment',
      'GooglePayEnabled',
      'EnableGooglePayment',
      'HideAddressOnPickup',
      'HideTrackingOrderForGuest',
      'ImageCenterMode',
      'FacebookLogin',
      'GoogleLogin',
      'IsHideCheckboxMarketing',
      'PayLaterOnly',
      'EatInPayLater',
      'MultipleMenus',
      'StoreSelectionAtCheckout',
      'ShowSurchargePercentage',
      'DineInSMSconfirmation',
      'ShowDineInFirstLastName',
      'ShowDineInPhoneNumber',
    ];
    const configs = Object.fromEntries(flags.map((f) => [f, true]));
    expect(ZViewComponentConfigsSchema.safeParse({ ...configs, MenuBackgroundImage: '/bg.svg', UIColoursDesktop: { Primary: 'rgb(0,0,0)' } }).success).toBe(true);
  });

  it('rejects a non-boolean flag and an unknown flag', () => {
    expect(ZViewComponentConfigsSchema.safeParse({ LogIn: 'yes' }).success).toBe(false);
    expect(ZViewComponentConfigsSchema.safeParse({ Login: true }).success).toBe(false);
  });
});

describe('ZHeadOfficeSchema', () => {
  it('accepts a head office and rejects one without ID', () => {
    expect(ZHeadOfficeSchema.safeParse({ ID: 'hq-1', Name: 'Harbour Kitchen', IsSushiHub: true, StripeActivated: true, TermsAndConditions: 'T' }).success).toBe(true);
    expect(issuePaths(ZHeadOfficeSchema.safeParse({ Name: 'x' }))).toContain('ID');
  });
});

describe('base schemas', () => {
  it('allow pick/partial on the plain object of refined schemas', () => {
    expect(ZStoreBaseSchema.pick({ ID: true, Name: true }).safeParse({ ID: '1', Name: 'x' }).success).toBe(true);
    expect(ZStoreBaseSchema.partial().safeParse({}).success).toBe(true);
  });
});
