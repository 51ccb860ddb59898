import type { TUser } from '../schemas/entities';
import { HARBOUR_HQ_ID } from './stores/harbour-stores';

/** The demo member's sign-in; the seed script creates the credential, the document has no password. */
export const DEMO_MEMBER_CREDENTIALS = { email: 'demo@example.com', password: 'Demo1234' } as const;

/** A loyalty member with points on the Harbour & Co. brand and stamps at two stores. */
export function demoUsers(): TUser[] {
  return [
    {
      ID: 'demo-member',
      id: 'demo-member',
      email: DEMO_MEMBER_CREDENTIALS.email,
      name: 'Alex Demo',
      FirstName: 'Alex',
      LastName: 'Demo',
      DisplayName: 'Alex Demo',
      Mobile: '0412345678',
      PhoneNumber: '0412345678',
      isVerified: true,
      CustomerMemberCode: 'HC-100001',
      Gender: 2,
      DateOfBirth: '14/03/1990',
      BirthDate: '14/03/1990',
      Address: '1 Macquarie Street, Sydney NSW 2000',
      Postcode: '2000',
      PreferredStore: '1001',
      HQCompanyID: HARBOUR_HQ_ID,
      IsGuest: false,
      JoinOurMail: true,
      // 1250 points at 20 points per dollar are worth $62.50.
      RewardPoints: 1250,
      EarnedRewardPoints: 1600,
      SpentRewardPoints: 350,
      StoredCards: [],
      DeliveryAddress: { StreetAddress: '1 Macquarie Street', PostalCode: '2000', CityTown: 'Sydney', State: 'NSW', Country: 'Australia', Phone: '0412345678' },
      Stamps: [
        { StoreID: '1001', StampCardID: 'harbour-coffee-card', Stamps: 6 },
        { StoreID: '2001', StampCardID: 'grind-coffee-card', Stamps: 8 },
      ],
    },
  ];
}
