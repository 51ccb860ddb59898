import type { TStore } from '../../schemas/entities';
import { demoImage } from '../images';
import { NOTICE_2026 } from '../menus/seed-time';
import { CANCELLATION_TERMS, POLICIES, termsAndConditions } from './content';
import { everyDay, weekdaysAndWeekend } from './hours';

/** An independent cafe (no head office) in Canberra, ACT: pickup and eat-in, table check-in. */
export function dailyGrindStore(): TStore {
  return {
    ID: '2001',
    Slug: 'daily-grind',
    Name: 'The Daily Grind',
    StoreTitle: 'Specialty coffee and fresh-baked pastries',
    Logo: demoImage('logo-daily-grind'),
    ProfileImage: demoImage('banner-cafe'),
    DisplayOrder: 10,
    IsEnabled: true,
    IsInOperation: true,
    IsTest: false,
    TimezoneIanaFormat: 'Australia/Sydney',
    TimezoneCity: 'Canberra',
    CurrencyLocaleName: 'en-AU',
    Location: { Address: '28 Lonsdale Street', Suburb: 'Braddon', State: 'ACT', Postcode: '2612', Country: 'Australia', Latitude: -35.2744, Longitude: 149.134 },
    OfficePhone: '02 5550 2001',
    OperatingHours: weekdaysAndWeekend(['06:30:00', '15:00:00'], ['07:30:00', '14:00:00'], ['08:00:00', '13:00:00']),
    BlackoutDates: [{ Date: '2026-12-25' }, { Date: '2026-12-26' }, { Date: '2027-01-01' }, { Date: '2027-12-25' }],
    OrderPreparationTime: 5,
    PickupTimeInterval: 10,
    Delivery: false,
    PickUp: true,
    EatIn: true,
    StripeActivated: false,
    EnableLoyaltyMarketing: true,
    TermsAndConditions: termsAndConditions('The Daily Grind'),
    Policies: { PolicyTypePrivacy: POLICIES.PolicyTypePrivacy, PolicyTypeRefund: POLICIES.PolicyTypeRefund },
    EnableGuestCheckIn: true,
    ThemeSettings: { Colours: { IntroBackground: '#6f4e37' } },
    ViewComponentConfigs: {
      LogIn: true,
      PickUp: true,
      EatIn: true,
      EatInPayLater: true,
      ShowNotes: true,
      ShowNotesForItem: true,
      EnableCashOnPickup: true,
      EnableApplePayment: true,
      EnableGooglePayment: true,
    },
  };
}

/** A hotel in Darwin, NT (Australia/Darwin): in-room dining delivered and charged to the room. */
export function grandPacificStore(): TStore {
  return {
    ID: '3001',
    Slug: 'grand-pacific',
    Name: 'Grand Pacific Hotel In-Room Dining',
    StoreTitle: 'Room service, delivered to your door',
    Logo: demoImage('logo-grand-pacific'),
    ProfileImage: demoImage('banner-hotel'),
    DisplayOrder: 20,
    IsEnabled: true,
    IsInOperation: true,
    IsTest: false,
    TimezoneIanaFormat: 'Australia/Darwin',
    TimezoneCity: 'Darwin',
    CurrencyLocaleName: 'en-AU',
    Location: { Address: '7 Kitchener Drive', Suburb: 'Darwin City', State: 'NT', Postcode: '0800', Country: 'Australia', Latitude: -12.468, Longitude: 130.846 },
    OfficePhone: '08 5550 3001',
    // Room service never closes: equal times mean 24 hours, and the days' spans join at midnight.
    OperatingHours: everyDay(['00:00:00', '00:00:00']),
    OrderPreparationTime: 30,
    // Deliver-to-room: the room number is asked at checkout and the bill goes to the room.
    ChargeToRoom: true,
    Delivery: false,
    PickUp: false,
    EatIn: false,
    StripeActivated: true,
    TermsAndConditions: termsAndConditions('Grand Pacific Hotel'),
    CancellationTermsAndConditions: CANCELLATION_TERMS,
    OrderCancellation: { OrderCancellationAllowed: true, CancellationTimeBufferInMinutes: 15 },
    Policies: POLICIES,
    ThemeSettings: { Colours: { IntroBackground: '#1d3557' } },
    ViewComponentConfigs: { LogIn: false, DeliverToRoom: true, ChargeToRoomRadio: true, ShowNotes: true, ShowNotesForItem: true, HideTrackingOrderForGuest: false },
  };
}

/** Indonesian-locale store in Jakarta: rupiah prices (no decimals), label "tax", Asia/Jakarta. */
export function warungStore(): TStore {
  return {
    ID: '4001',
    Slug: 'warung-jakarta',
    Name: 'Warung Nusantara Kemang',
    StoreTitle: 'Masakan rumahan Indonesia (Indonesian home cooking)',
    Logo: demoImage('logo-warung'),
    ProfileImage: demoImage('banner-warung'),
    DisplayOrder: 30,
    IsEnabled: true,
    IsInOperation: true,
    IsTest: false,
    TimezoneIanaFormat: 'Asia/Jakarta',
    TimezoneCity: 'Jakarta',
    CurrencyLocaleName: 'id-ID',
    Location: {
      Address: 'Jl. Kemang Raya No. 12',
      Suburb: 'Kemang, Jakarta Selatan',
      State: 'DKI Jakarta',
      Postcode: '12730',
      Country: 'Indonesia',
      Latitude: -6.2607,
      Longitude: 106.8137,
    },
    OfficePhone: '+62 21 5550 4001',
    OperatingHours: everyDay(['10:00:00', '22:00:00']),
    BlackoutDates: [
      { Date: '2027-03-10', Reason: 'Idul Fitri' },
      { Date: '2027-03-11', Reason: 'Idul Fitri' },
    ],
    OrderPreparationTime: 15,
    // Address validation is Australian, so this store offers pickup and eat-in only.
    Delivery: false,
    PickUp: true,
    EatIn: true,
    OrderTypeConstraintRules: { '3': { MinimumTotalPrice: 50000 } },
    TermsAndConditions: '<p>Harga sudah termasuk pajak restoran 10%. Prices include 10% restaurant tax.</p>',
    Policies: { PolicyTypeRefund: '<p>Pengembalian dana dalam 24 jam. Refunds within 24 hours.</p>' },
    PopUpNotification: { Title: 'Selamat datang!', Message: 'Welcome to Warung Nusantara. Prices are in rupiah and include tax.', CreatedOn: NOTICE_2026 },
    ThemeSettings: { Colours: { IntroBackground: '#b5361f' } },
    ViewComponentConfigs: { LogIn: false, PickUp: true, EatIn: true, EnableCashOnPickup: true, EnableAlipayPayment: true, EnableWechatPayment: true },
  };
}
