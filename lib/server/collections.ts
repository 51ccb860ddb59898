import 'server-only';
import type { SqliteIndex } from './adapters/sqlite/schema';

/** One collection per entity of the spec (DESIGN.md "Data"). */
export const COLLECTIONS = {
  stores: 'stores',
  headOffices: 'headOffices',
  menus: 'menus',
  coupons: 'coupons',
  users: 'users',
  guestUsers: 'guestUsers',
  historyOrders: 'historyOrders',
  trackingOrders: 'trackingOrders',
  guestCheckIns: 'guestCheckIns',
  logs: 'logs',
  messageTemplates: 'messageTemplates',
  /** one record per Idempotency-Key of POST /api/stores/{storeId}/orders: body hash and answer */
  idempotencyKeys: 'idempotencyKeys',
  /** one counter per store: the last order number given */
  orderCounters: 'orderCounters',
  /** the built-in sandbox gateway's payments */
  sandboxPayments: 'sandboxPayments',
  /** the built-in sandbox gateway's kept cards (brand, last 4, expiry, funding; never the number or CVC) */
  sandboxCards: 'sandboxCards',
  /** one record per payment provider's webhook event id, written with the settlement it caused */
  paymentEvents: 'paymentEvents',
  /** payments refused by the settlement because they are not for their order's amount or currency (by payment id), and whether their refund is done */
  refusedPayments: 'refusedPayments',
  /** mail and text messages kept instead of sent (the embedded Email and Sms adapters) */
  outbox: 'outbox',
  /** the Auth adapters' credentials, keyed by lower-cased email (the embedded adapter's password hashes, never the password; the Firebase uid), session versions and link nonces */
  credentials: 'credentials',
  /** a member's pending SMS code (its hash, tries and time), keyed by user id */
  verifications: 'verifications',
  /** a member's loyalty history: points and stamps earned, redeemed and returned (ZLoyaltyEntrySchema) */
  loyaltyEntries: 'loyaltyEntries',
  /** newsletter sign-ups (a guest's check-in with the marketing opt-in), keyed by group and email */
  newsletterSignups: 'newsletterSignups',
  /** gift cards issued for paid gift orders: code, value, balance and recipient, keyed by order, line and copy */
  giftCards: 'giftCards',
  /** one record per Idempotency-Key of an order board action: the action and its answer */
  boardActions: 'boardActions',
  /** carts saved for another device (the save-order page's QR code), until they expire (ZSavedOrderSchema) */
  savedOrders: 'savedOrders',
  /** one counter per rate limit and key (a hash: the key may be an email or an address): points taken and when the window ends (lib/server/rate-limit.ts) */
  rateLimits: 'rateLimits',
  /** the maps' answer for a store and an address (keyed by their hash), reused by delivery quotes for five minutes */
  deliveryRoutes: 'deliveryRoutes',
  /** one small document per cache tag, written with the data it stands for: `catalogue` (stores, head offices, menus; lib/server/cache) */
  cacheTags: 'cacheTags',
  /** one document per open session, a member's or an order board's, keyed by a hash of its id (never the id): whose it is and when it ends (lib/server/repositories/session-repository.ts) */
  sessions: 'sessions',
} as const;

export type CollectionName = (typeof COLLECTIONS)[keyof typeof COLLECTIONS];

/** Top-level fields the repositories filter or sort on; the SQLite adapter indexes them. */
export const INDEXED_FIELDS: SqliteIndex[] = [
  { collection: COLLECTIONS.stores, fields: ['Slug'] },
  { collection: COLLECTIONS.stores, fields: ['Name'] },
  { collection: COLLECTIONS.stores, fields: ['HQCompanyID'] },
  { collection: COLLECTIONS.menus, fields: ['StoreID'] },
  { collection: COLLECTIONS.coupons, fields: ['StoreID'] },
  { collection: COLLECTIONS.coupons, fields: ['CouponCode'] },
  { collection: COLLECTIONS.historyOrders, fields: ['OnlineOrderUserIdentifier'] },
  { collection: COLLECTIONS.users, fields: ['email'] },
  { collection: COLLECTIONS.trackingOrders, fields: ['PaymentStatus'] },
  { collection: COLLECTIONS.sandboxPayments, fields: ['orderId'] },
  { collection: COLLECTIONS.outbox, fields: ['To', 'SentAt'] },
  { collection: COLLECTIONS.users, fields: ['Mobile'] },
  { collection: COLLECTIONS.users, fields: ['FirebaseUDID'] },
  { collection: COLLECTIONS.loyaltyEntries, fields: ['UserID', 'CreatedOn'] },
  { collection: COLLECTIONS.users, fields: ['CustomerMemberCode'] },
  { collection: COLLECTIONS.giftCards, fields: ['Code'] },
  { collection: COLLECTIONS.giftCards, fields: ['OrderID'] },
  { collection: COLLECTIONS.trackingOrders, fields: ['StoreID', 'ScheduledTime'] },
  { collection: COLLECTIONS.rateLimits, fields: ['expiresAt'] },
  { collection: COLLECTIONS.deliveryRoutes, fields: ['expiresAt'] },
  { collection: COLLECTIONS.sessions, fields: ['owner'] },
  { collection: COLLECTIONS.sessions, fields: ['expiresAt'] },
];
