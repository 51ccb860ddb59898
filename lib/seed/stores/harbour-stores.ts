import type { TStore, TViewComponentConfigs } from '../../schemas/entities';
import { demoImage } from '../images';
import { NOTICE_2026 } from '../menus/seed-time';
import { CANCELLATION_TERMS, POLICIES, termsAndConditions } from './content';
import { everyDay, OPEN_ALL_DAY, preOrderHours, weekdaysAndWeekend, weekly } from './hours';

export const HARBOUR_HQ_ID = '1000';

const HARBOUR_VIEW: TViewComponentConfigs = {
  LogIn: true,
  // The Google and Facebook buttons show once Firebase Authentication is configured (NEXT_PUBLIC_FIREBASE_*).
  GoogleLogin: true,
  FacebookLogin: true,
  ShowNotes: true,
  ShowNotesForItem: true,
  Delivery: true,
  PickUp: true,
  EatIn: true,
  EnableCashOnPickup: true,
  EnableAlipayPayment: true,
  EnableWechatPayment: true,
  EnableApplePayment: true,
  EnableGooglePayment: true,
  ShowSurchargePercentage: true,
  ShowDineInFirstLastName: true,
  ShowDineInPhoneNumber: true,
  UIColoursDesktop: { Primary: '#0b3c5d', Accent: '#f2c14e' },
  UIColoursMobile: { Primary: '#0b3c5d', Accent: '#f2c14e' },
};

/** Settings every Harbour & Co. store shares; each store overrides what differs. */
function harbourBase(): Omit<TStore, 'ID' | 'Slug' | 'Name' | 'TimezoneIanaFormat' | 'Location' | 'OperatingHours' | 'IsEnabled' | 'IsInOperation'> {
  return {
    StoreTitle: 'Modern Australian kitchen, coffee and wood-fired pizza',
    Logo: demoImage('logo-harbour'),
    HQCompanyID: HARBOUR_HQ_ID,
    IsHQ: false,
    IsTest: false,
    CurrencyLocaleName: 'en-AU',
    OrderPreparationTime: 20,
    OrderPreparationDeliveryBuffer: 10,
    DeliveryTimeInterval: 15,
    PickupTimeInterval: 15,
    DeliveryRadius: 10,
    FreightFeeRules: [
      { PriceRangeMinimum: 0, PriceRangeMaximum: 49.99, FreightFeeAmount: 4, FreightFeePerKilometer: 0.6, FreightFeeMinimum: 5 },
      { PriceRangeMinimum: 50, PriceRangeMaximum: 99.99, FreightFeeAmount: 2, FreightFeePerKilometer: 0.4, FreightFeeMinimum: 3 },
      { PriceRangeMinimum: 100, FreightFeeAmount: 0 },
    ],
    EnableThirdPartyDelivery: { DoorDash: false },
    ChargeToRoom: false,
    Delivery: true,
    PickUp: true,
    EatIn: true,
    StripeActivated: true,
    '3DSecureMinimumSpend': 150,
    EnableLoyaltyMarketing: true,
    OrderTypeConstraintRules: { '10': { MinimumTotalPrice: 25 }, '3': { MinimumTotalPrice: 0 }, '2': { MinimumTotalPrice: 0 } },
    TermsAndConditions: termsAndConditions('Harbour & Co.'),
    CancellationTermsAndConditions: CANCELLATION_TERMS,
    OrderCancellation: { OrderCancellationAllowed: true, CancellationTimeBufferInMinutes: 30 },
    EnableGuestCheckIn: true,
    IsDisableStatusTracking: false,
    Policies: POLICIES,
    ThemeSettings: { BackgroundPhotos: { CommonLogo: demoImage('logo-harbour') }, Colours: { IntroBackground: '#0b3c5d' } },
    IsGeneralSurchargeEnabled: true,
    // 1.5 % on card type 5 (see spec §9), taxable.
    SurchargeBankSettings: [{ CreditCard: 5, AmountMinimum: 0, AmountMaximum: 10000, RateType: 2, Rate: 0.015, IsTaxable: true }],
    ViewComponentConfigs: HARBOUR_VIEW,
    EmbeddedJavascript: '',
  };
}

const CHRISTMAS = [
  { Date: '2026-12-25', Reason: 'Christmas Day' },
  { Date: '2027-12-25', Reason: 'Christmas Day' },
];

/** Harbour & Co.: a branded group with stores in five states and five time zones. */
export function harbourStores(): TStore[] {
  const brisbaneHours = weekly({
    1: ['07:00:00', '21:00:00'],
    2: ['07:00:00', '21:00:00'],
    3: ['07:00:00', '21:00:00'],
    4: ['07:00:00', '21:00:00'],
    5: ['07:00:00', '22:00:00'],
    6: ['07:00:00', '22:00:00'],
    7: ['08:00:00', '20:00:00'],
  });
  const adelaideHours = weekly({
    2: ['07:30:00', '20:30:00'],
    3: ['07:30:00', '20:30:00'],
    4: ['07:30:00', '20:30:00'],
    5: ['07:30:00', '21:30:00'],
    6: ['08:00:00', '21:30:00'],
    7: ['08:00:00', '20:00:00'],
  });
  return [
    {
      // Flagship: open 24 hours every day, no blackout dates, the biggest menu, no pop-up, so
      // browser tests are deterministic at any hour.
      ...harbourBase(),
      ID: '1001',
      Slug: 'harbour-sydney',
      Name: 'Harbour & Co. Circular Quay',
      DisplayOrder: 1,
      ProfileImage: demoImage('banner-sydney'),
      IsEnabled: true,
      IsInOperation: true,
      TimezoneIanaFormat: 'Australia/Sydney',
      TimezoneCity: 'Sydney',
      Location: { Address: '1 Alfred Street', Suburb: 'Sydney', State: 'NSW', Postcode: '2000', Country: 'Australia', Latitude: -33.8615, Longitude: 151.2108 },
      OfficePhone: '02 5550 1001',
      OperatingHours: everyDay(OPEN_ALL_DAY),
      DeliveryAreas: [
        { PostcodeFrom: '2000', PostcodeTo: '2011' },
        { PostcodeFrom: '2015', PostcodeTo: '2050' },
        { PostcodeFrom: '2060', PostcodeTo: '2070' },
      ],
      DineInField: 'Seat or bar stool',
      // Diners at the flagship run a tab: pay later at the table (the card stays on offer).
      ViewComponentConfigs: { ...HARBOUR_VIEW, EatInPayLater: true },
      // Besides the group's site (the head office's list), the flagship's own site embeds its widget.
      WidgetAllowedOrigins: ['https://sydney.harbourandco.example'],
    },
    {
      ...harbourBase(),
      ID: '1002',
      Slug: 'harbour-brisbane',
      Name: 'Harbour & Co. South Bank',
      DisplayOrder: 2,
      ProfileImage: demoImage('banner-brisbane'),
      IsEnabled: true,
      IsInOperation: true,
      TimezoneIanaFormat: 'Australia/Brisbane',
      TimezoneCity: 'Brisbane',
      Location: { Address: '140 Grey Street', Suburb: 'South Brisbane', State: 'QLD', Postcode: '4101', Country: 'Australia', Latitude: -27.4785, Longitude: 153.023 },
      OfficePhone: '07 5550 1002',
      OperatingHours: brisbaneHours,
      PreOrderOperatingHours: preOrderHours(brisbaneHours),
      BlackoutDates: [...CHRISTMAS, { Date: '2026-12-24', StartTime: '16:00:00', EndTime: '23:59:59', Reason: 'Christmas Eve, closing early' }],
      EnablePreoderForDelivery: true,
      EnablePreoderForPickup: true,
      NumberOfDaysInAdvanceForDelivery: 7,
      NumberOfDaysInAdvanceForPickup: 7,
      PreOrderCutOffDays: 0,
      PreOrderCutOffTime: '20:00:00',
      DeliveryAreas: [
        {
          PostcodeFrom: '4000',
          PostcodeTo: '4006',
          TimeSlots: [
            { StartTime: '11:00:00', EndTime: '14:00:00' },
            { StartTime: '17:00:00', EndTime: '21:00:00' },
          ],
        },
        { PostcodeFrom: '4101', PostcodeTo: '4104' },
      ],
      PopUpNotification: { Title: 'Now taking pre-orders', Message: 'Order up to 7 days ahead for delivery or pickup. Christmas Eve we close at 4 pm.', CreatedOn: NOTICE_2026 },
      // Sunday and public-holiday surcharges, as many Queensland restaurants charge.
      SurchargeHolidaySettings: [
        { ID: 'sunday', Name: 'Sunday surcharge', DayOfWeek: [7], RateType: 2, Rate: 0.1, IsTaxable: true },
        { ID: 'public-holiday', Name: 'Public holiday surcharge', StartDate: '2026-12-26', EndDate: '2027-01-01', RateType: 2, Rate: 0.15, IsTaxable: true },
      ],
    },
    {
      ...harbourBase(),
      ID: '1003',
      Slug: 'harbour-perth',
      Name: 'Harbour & Co. Fremantle',
      DisplayOrder: 3,
      ProfileImage: demoImage('banner-perth'),
      IsEnabled: true,
      IsInOperation: true,
      TimezoneIanaFormat: 'Australia/Perth',
      TimezoneCity: 'Perth',
      Location: { Address: '47 Mews Road', Suburb: 'Fremantle', State: 'WA', Postcode: '6160', Country: 'Australia', Latitude: -32.0569, Longitude: 115.7439 },
      OfficePhone: '08 5550 1003',
      OperatingHours: everyDay(['08:00:00', '21:00:00']),
      BlackoutDates: CHRISTMAS,
      DeliveryAreas: [{ PostcodeFrom: '6158', PostcodeTo: '6163' }],
    },
    {
      // Always closed: shows the closed badge and the closing message.
      ...harbourBase(),
      ID: '1004',
      Slug: 'harbour-melbourne',
      Name: 'Harbour & Co. Docklands',
      DisplayOrder: 4,
      ProfileImage: demoImage('banner-melbourne'),
      IsEnabled: true,
      IsInOperation: false,
      ClosingStoreMessage: 'Harbour & Co. Docklands is closed for renovations. Visit us at Circular Quay in the meantime!',
      TimezoneIanaFormat: 'Australia/Melbourne',
      TimezoneCity: 'Melbourne',
      Location: { Address: '23 NewQuay Promenade', Suburb: 'Docklands', State: 'VIC', Postcode: '3008', Country: 'Australia', Latitude: -37.8146, Longitude: 144.946 },
      OfficePhone: '03 5550 1004',
      OperatingHours: weekdaysAndWeekend(['07:00:00', '21:00:00'], ['08:00:00', '22:00:00'], ['08:00:00', '20:00:00']),
      BlackoutDates: CHRISTMAS,
    },
    {
      ...harbourBase(),
      ID: '1005',
      Slug: 'harbour-adelaide',
      Name: 'Harbour & Co. Glenelg',
      DisplayOrder: 5,
      ProfileImage: demoImage('banner-adelaide'),
      IsEnabled: true,
      IsInOperation: true,
      TimezoneIanaFormat: 'Australia/Adelaide',
      TimezoneCity: 'Adelaide',
      Location: { Address: '16 Moseley Square', Suburb: 'Glenelg', State: 'SA', Postcode: '5045', Country: 'Australia', Latitude: -34.9799, Longitude: 138.513 },
      OfficePhone: '08 5550 1005',
      // Closed on Mondays.
      OperatingHours: adelaideHours,
      PreOrderOperatingHours: preOrderHours(adelaideHours, '11:00:00', '20:00:00'),
      BlackoutDates: [...CHRISTMAS, { Date: '2027-03-26', Reason: 'Good Friday' }],
      EnablePreoderForPickup: true,
      NumberOfDaysInAdvanceForPickup: 3,
      Delivery: false,
      ViewComponentConfigs: { ...HARBOUR_VIEW, Delivery: false },
    },
    {
      // Disabled: hidden from the store list.
      ...harbourBase(),
      ID: '1006',
      Slug: 'harbour-hobart',
      Name: 'Harbour & Co. Salamanca',
      DisplayOrder: 6,
      ProfileImage: demoImage('banner-melbourne'),
      IsEnabled: false,
      IsInOperation: true,
      TimezoneIanaFormat: 'Australia/Hobart',
      TimezoneCity: 'Hobart',
      Location: { Address: '77 Salamanca Place', Suburb: 'Hobart', State: 'TAS', Postcode: '7000', Country: 'Australia', Latitude: -42.888, Longitude: 147.332 },
      OfficePhone: '03 5550 1006',
      OperatingHours: everyDay(['08:00:00', '20:00:00']),
    },
    {
      // The group's online store (IsHQ): customers fill the cart from the online menu and choose
      // the store at checkout (StoreSelectionAtCheckout); that store's prices, stock, hours, slots
      // and order types apply. With BRAND_HQ_ID=1000 the main page opens it unless ?selectMode=true.
      ...harbourBase(),
      ID: '1008',
      Slug: 'harbour-online',
      Name: 'Harbour & Co. Online',
      DisplayOrder: 8,
      IsHQ: true,
      StoreTitle: 'Order online, choose your store at checkout',
      ProfileImage: demoImage('banner-sydney'),
      IsEnabled: true,
      IsInOperation: true,
      TimezoneIanaFormat: 'Australia/Sydney',
      TimezoneCity: 'Sydney',
      Location: { Address: '1 Alfred Street', Suburb: 'Sydney', State: 'NSW', Postcode: '2000', Country: 'Australia', Latitude: -33.8615, Longitude: 151.2108 },
      OfficePhone: '02 5550 1000',
      OperatingHours: everyDay(OPEN_ALL_DAY),
      DeliveryAreas: [
        { PostcodeFrom: '2000', PostcodeTo: '2011' },
        { PostcodeFrom: '4000', PostcodeTo: '4006' },
        { PostcodeFrom: '6158', PostcodeTo: '6163' },
      ],
      EatIn: false,
      ViewComponentConfigs: { ...HARBOUR_VIEW, EatIn: false, StoreSelectionAtCheckout: true },
    },
    {
      // Test store: hidden from the store list, reachable by id for staff checks; members with a verified mobile only.
      ...harbourBase(),
      ID: '1007',
      Slug: 'harbour-test',
      Name: 'Harbour & Co. Test Kitchen',
      DisplayOrder: 7,
      IsTest: true,
      ViewComponentConfigs: { ...harbourBase().ViewComponentConfigs, LogInMandatory: true, SMSVerification: true },
      ProfileImage: demoImage('banner-sydney'),
      IsEnabled: true,
      IsInOperation: true,
      TimezoneIanaFormat: 'Australia/Sydney',
      TimezoneCity: 'Sydney',
      Location: { Address: '55 Pyrmont Bridge Road', Suburb: 'Pyrmont', State: 'NSW', Postcode: '2009', Country: 'Australia', Latitude: -33.869, Longitude: 151.194 },
      OfficePhone: '02 5550 1007',
      OperatingHours: everyDay(OPEN_ALL_DAY),
    },
  ];
}
