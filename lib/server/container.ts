import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createOfflineMaps } from './adapters/offline-maps/offline-maps';
import { createSqliteDocumentStore } from './adapters/sqlite/sqlite-document-store';
import { COLLECTIONS, INDEXED_FIELDS } from './collections';
import { env, firebaseAuthConfig, sandboxSwitchedOn, stripeKeys, usesFirestore, type FirebaseWebConfig, type TEnv } from './env';
import { siteOrigin } from './http/site-origin';
import type { DocumentStore } from './ports/document-store';
import type { AuthProvider } from './ports/auth';
import type { EmailSender } from './ports/email';
import { createEmbeddedAuth } from './adapters/embedded-auth/embedded-auth';
import type { Maps } from './ports/maps';
import type { SmsSender } from './ports/sms';
import { createOutbox, type Outbox } from './adapters/outbox/outbox';
import { createSmtpEmail, type SmtpEmailOptions } from './adapters/smtp/smtp-email';
import { createTwilioSms, type TwilioSmsOptions } from './adapters/twilio-sms/twilio-sms';
import type { PaymentProvider } from './ports/payment-gateway';
import { postWebhook } from './adapters/sandbox-payments/post-webhook';
import { createSandboxPaymentGateway, type SandboxPaymentGateway, type SandboxWebhooks } from './adapters/sandbox-payments/sandbox-payment-gateway';
import { sandboxChallengeSecret } from './payments/sandbox-challenge-link';
import { createStripePaymentGateway, type StripePaymentsOptions } from './adapters/stripe-payments/stripe-payment-gateway';
import { routePayments, type PaymentRecords } from './payments/payment-providers';
import {
  ZGuestCheckInSchema,
  ZGuestUserSchema,
  ZLogEntrySchema,
  ZMessageTemplateSchema,
  ZUserSchema,
  type TGuestCheckIn,
  type TGuestUser,
  type THistoryOrder,
  type TLogEntry,
  type TMessageTemplate,
  type TTrackingOrder,
  type TUser,
} from '@/lib/schemas/entities';
import { CouponRepository } from './repositories/coupon-repository';
import { DocumentRepository } from './repositories/document-repository';
import { HeadOfficeRepository } from './repositories/head-office-repository';
import { MenuRepository } from './repositories/menu-repository';
import { OrderRepository } from './repositories/order-repository';
import { SessionRepository } from './repositories/session-repository';
import { StoreRepository } from './repositories/store-repository';

/** One adapter per port, picked from the environment; the defaults are embedded and need no account. */
export interface Container {
  documents: DocumentStore;
  stores: StoreRepository;
  headOffices: HeadOfficeRepository;
  menus: MenuRepository;
  coupons: CouponRepository;
  users: DocumentRepository<TUser>;
  guestUsers: DocumentRepository<TGuestUser>;
  /** the order's history and tracking documents, written together (the only code on their collections) */
  orders: OrderRepository;
  /** `orders.history` and `orders.tracking`: the schema-checked lookups of the pages */
  historyOrders: DocumentRepository<THistoryOrder>;
  trackingOrders: DocumentRepository<TTrackingOrder>;
  guestCheckIns: DocumentRepository<TGuestCheckIn>;
  logs: DocumentRepository<TLogEntry>;
  messageTemplates: DocumentRepository<TMessageTemplate>;
  /** the open sessions of members and order boards (checked on each request, so logging out ends one) */
  sessions: SessionRepository;
  maps: Maps;
  /** every payment, by the provider that made it (reads, cancels, refunds); new charges go through cardPaymentsFor */
  payments: PaymentRecords;
  /** the Stripe adapter when Stripe's keys are set, else null */
  stripePayments: PaymentProvider | null;
  /** the built-in sandbox gateway when it may be used (its challenge page and webhooks need it), else null */
  sandboxPayments: SandboxPaymentGateway | null;
  /**
   * The provider of a store's card payments: Stripe when it is configured and the store (or its
   * head office) has StripeActivated, the sandbox otherwise; null when neither may take them
   * (production without the sandbox switched on, or with Stripe keys for a store without
   * StripeActivated): card, wallets, Alipay and WeChat Pay are then not offered.
   */
  cardPaymentsFor(stripeActivated: boolean): PaymentProvider | null;
  /** Stripe's publishable key for the browser's Stripe Elements when Stripe is configured, else null (never a secret) */
  stripePublishableKey: string | null;
  /** who the customer is: Firebase Authentication when its web config is set, else credentials in the DocumentStore (scrypt hashes); password links and session versions in the DocumentStore either way */
  auth: AuthProvider;
  /** Firebase's public web config for the browser's Google and Facebook popups when Firebase Authentication is on, else null (never a secret) */
  firebaseWebConfig: FirebaseWebConfig | null;
  /** the product's mail: SMTP when SMTP_URL is set, else the outbox */
  email: EmailSender;
  /** verification codes: Twilio when its variables are set, else the outbox */
  sms: SmsSender;
  /** the embedded outbox, read by `npm run outbox` and the development page */
  outbox: Outbox;
}

export interface MessagingConfig {
  /** SMTP_URL and MAIL_FROM; absent: mail goes to the outbox */
  smtp?: SmtpEmailOptions | null;
  /** TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM; absent: texts go to the outbox */
  twilio?: TwilioSmsOptions | null;
}

export interface AccountsConfig {
  /** the Auth adapter; absent: the embedded one on the container's DocumentStore */
  auth?: AuthProvider;
  /** given with Firebase Authentication: the browser's popups need it */
  firebaseWebConfig?: FirebaseWebConfig | null;
}

export interface PaymentsConfig {
  /** Stripe's secret key and webhook secret; null or absent: no Stripe */
  stripe?: StripePaymentsOptions | null;
  /** a production server: the sandbox is off unless `sandboxSwitchedOn`, and never used beside Stripe */
  production?: boolean;
  /** SANDBOX_PAYMENTS=on or DEMO=on: the sandbox takes card payments in production where Stripe is not configured */
  sandboxSwitchedOn?: boolean;
  /** the sandbox's signed webhooks; absent: it sends none (tests wire them to the route) */
  sandboxWebhooks?: SandboxWebhooks;
  /** Stripe's publishable key, handed to the browser's Stripe Elements */
  stripePublishableKey?: string | null;
}

async function createDocumentStore(current: TEnv): Promise<DocumentStore> {
  const documents = await createDocumentStoreAdapter(current);
  if (!current.DOCUMENT_COUNTS_FILE) return documents;
  // Only npm run sim:cluster sets it: the cost table of docs/deploying.md.
  const { countingDocumentStore } = await import('./adapters/counting/counting-document-store');
  const { countsFileWriter } = await import('./adapters/counting/counts-file');
  return countingDocumentStore(documents, countsFileWriter(current.DOCUMENT_COUNTS_FILE));
}

async function createDocumentStoreAdapter(current: TEnv): Promise<DocumentStore> {
  if (usesFirestore(current)) {
    // Loaded only when configured, so the embedded default never pulls in firebase-admin.
    const { createFirestoreDocumentStoreFromEnv } = await import('./adapters/firestore/from-env');
    return createFirestoreDocumentStoreFromEnv(current);
  }
  const file = current.SQLITE_FILE ?? join(current.DATA_DIR, 'storefront.db');
  if (file !== ':memory:') mkdirSync(join(file, '..'), { recursive: true });
  return createSqliteDocumentStore({ filename: file, indexes: INDEXED_FIELDS });
}

/** Google Maps when a key is given; otherwise the embedded offline data (no network, no account). */
export async function createMaps(current: TEnv): Promise<Maps> {
  if (!current.GOOGLE_MAPS_API_KEY) return createOfflineMaps();
  // Loaded only when configured, so the embedded default never pulls in the Google client and axios.
  const { createGoogleMaps } = await import('./adapters/google-maps/google-maps');
  return createGoogleMaps({ apiKey: current.GOOGLE_MAPS_API_KEY });
}

/** Firebase Authentication from NEXT_PUBLIC_FIREBASE_* and the service account; the embedded adapter otherwise. */
export async function accountsConfigFrom(current: TEnv, documents: DocumentStore): Promise<AccountsConfig> {
  const firebase = firebaseAuthConfig(current);
  if (!firebase) return {};
  // Loaded only when configured, so the embedded default never pulls in firebase-admin.
  const { createFirebaseAuth } = await import('./adapters/firebase-auth/firebase-auth');
  return {
    auth: createFirebaseAuth(documents, { projectId: firebase.web.projectId, apiKey: firebase.web.apiKey, serviceAccount: firebase.serviceAccount }),
    firebaseWebConfig: firebase.web,
  };
}

/** Stripe from its keys; the sandbox's webhooks signed with a secret of this process, posted to this server. */
export function paymentsConfigFrom(current: TEnv): PaymentsConfig {
  const keys = stripeKeys(current);
  return {
    stripe: keys ? { secretKey: keys.secretKey, webhookSecret: keys.webhookSecret, siteUrl: siteOrigin(undefined, current) } : null,
    stripePublishableKey: keys?.publishableKey ?? null,
    production: current.NODE_ENV === 'production',
    sandboxSwitchedOn: sandboxSwitchedOn(current),
    sandboxWebhooks: {
      secret: `whsec_sandbox_${randomBytes(24).toString('hex')}`,
      send: postWebhook(current.SANDBOX_WEBHOOK_URL ?? `http://127.0.0.1:${current.PORT}/api/payments/sandbox/webhook`),
    },
  };
}

export function messagingConfigFrom(current: TEnv): MessagingConfig {
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: from } = current;
  return {
    smtp: current.SMTP_URL && current.MAIL_FROM ? { url: current.SMTP_URL, from: current.MAIL_FROM } : null,
    twilio: accountSid && authToken && from ? { accountSid, authToken, from } : null,
  };
}

/**
 * Whether the sandbox gateway may take card payments: always outside production (beside Stripe,
 * for stores without StripeActivated); in production only when switched on and Stripe is not
 * configured, so its payments never count as paid on a real shop by default.
 */
export function sandboxAllowed(config: Pick<PaymentsConfig, 'production' | 'sandboxSwitchedOn'>, stripeConfigured: boolean): boolean {
  return !config.production || (config.sandboxSwitchedOn === true && !stripeConfigured);
}

/**
 * `maps` defaults to the offline adapter and payments to the built-in sandbox gateway (kept in
 * the same DocumentStore), so tests and scripts need no key. Stripe is added when its keys are
 * given. In production the sandbox is off unless switched on (sandboxAllowed).
 */
export function createContainer(
  documents: DocumentStore,
  maps: Maps = createOfflineMaps(),
  paymentsConfig: PaymentsConfig = {},
  messaging: MessagingConfig = {},
  accounts: AccountsConfig = {},
): Container {
  const stripePayments = paymentsConfig.stripe ? createStripePaymentGateway(paymentsConfig.stripe) : null;
  const sandboxPayments = sandboxAllowed(paymentsConfig, stripePayments !== null)
    ? createSandboxPaymentGateway({ documents, webhooks: paymentsConfig.sandboxWebhooks, challengeSecret: sandboxChallengeSecret })
    : null;
  const outbox = createOutbox(documents);
  const providers = [sandboxPayments, stripePayments].filter((provider): provider is PaymentProvider => provider !== null);
  const orders = new OrderRepository(documents);
  return {
    documents,
    stores: new StoreRepository(documents),
    headOffices: new HeadOfficeRepository(documents),
    menus: new MenuRepository(documents),
    coupons: new CouponRepository(documents),
    users: new DocumentRepository(documents, COLLECTIONS.users, ZUserSchema),
    guestUsers: new DocumentRepository(documents, COLLECTIONS.guestUsers, ZGuestUserSchema),
    orders,
    historyOrders: orders.history,
    trackingOrders: orders.tracking,
    guestCheckIns: new DocumentRepository(documents, COLLECTIONS.guestCheckIns, ZGuestCheckInSchema),
    logs: new DocumentRepository(documents, COLLECTIONS.logs, ZLogEntrySchema),
    messageTemplates: new DocumentRepository(documents, COLLECTIONS.messageTemplates, ZMessageTemplateSchema),
    sessions: new SessionRepository(documents),
    maps,
    payments: routePayments(providers),
    stripePayments,
    sandboxPayments,
    cardPaymentsFor: (stripeActivated) => (stripeActivated && stripePayments ? stripePayments : sandboxPayments),
    stripePublishableKey: stripePayments ? (paymentsConfig.stripePublishableKey ?? null) : null,
    auth: accounts.auth ?? createEmbeddedAuth(documents),
    firebaseWebConfig: accounts.auth ? (accounts.firebaseWebConfig ?? null) : null,
    email: messaging.smtp ? createSmtpEmail(messaging.smtp) : outbox.email,
    sms: messaging.twilio ? createTwilioSms(messaging.twilio) : outbox.sms,
    outbox,
  };
}

// Kept on globalThis so hot reloads in development reuse one database connection.
const holder = globalThis as typeof globalThis & { __storefrontContainer?: Promise<Container> };

export function container(): Promise<Container> {
  holder.__storefrontContainer ??= Promise.all([createDocumentStore(env()), createMaps(env())]).then(async ([documents, maps]) =>
    createContainer(documents, maps, paymentsConfigFrom(env()), messagingConfigFrom(env()), await accountsConfigFrom(env(), documents)),
  );
  return holder.__storefrontContainer;
}

/** Closes the database of the container, if one was made (a graceful shutdown): the SQLite file handle, or Firestore's client terminated. */
export async function closeContainer(): Promise<void> {
  const current = holder.__storefrontContainer;
  holder.__storefrontContainer = undefined;
  if (!current) return;
  const app = await current.catch(() => null);
  await app?.documents.close();
}

/** Replaces the container, for integration tests on a temporary database. */
export function setContainerForTests(replacement: Container | undefined): void {
  holder.__storefrontContainer = replacement ? Promise.resolve(replacement) : undefined;
}
