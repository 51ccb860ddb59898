import 'server-only';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createOfflineMaps } from './adapters/offline-maps/offline-maps';
import { createSqliteDocumentStore } from './adapters/sqlite/sqlite-document-store';
import { COLLECTIONS, INDEXED_FIELDS } from './collections';
import { env, usesFirestore, type TEnv } from './env';
import type { DocumentStore } from './ports/document-store';
import type { Maps } from './ports/maps';
import type { PaymentGateway } from './ports/payment-gateway';
import { createSandboxPaymentGateway, type SandboxPaymentGateway } from './adapters/sandbox-payments/sandbox-payment-gateway';
import { ZGuestCheckInSchema, ZGuestUserSchema, ZHistoryOrderSchema, ZLogEntrySchema, ZMessageTemplateSchema, ZTrackingOrderSchema, ZUserSchema, type TGuestCheckIn, type TGuestUser, type THistoryOrder, type TLogEntry, type TMessageTemplate, type TTrackingOrder, type TUser } from '@/lib/schemas/entities';
import { CouponRepository } from './repositories/coupon-repository';
import { DocumentRepository } from './repositories/document-repository';
import { HeadOfficeRepository } from './repositories/head-office-repository';
import { MenuRepository } from './repositories/menu-repository';
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
  historyOrders: DocumentRepository<THistoryOrder>;
  trackingOrders: DocumentRepository<TTrackingOrder>;
  guestCheckIns: DocumentRepository<TGuestCheckIn>;
  logs: DocumentRepository<TLogEntry>;
  messageTemplates: DocumentRepository<TMessageTemplate>;
  maps: Maps;
  payments: PaymentGateway;
  /** the built-in sandbox gateway when it is the one in use (its challenge page needs it), else null */
  sandboxPayments: SandboxPaymentGateway | null;
}

async function createDocumentStore(current: TEnv): Promise<DocumentStore> {
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

/**
 * `maps` defaults to the offline adapter, so tests and scripts need no key. Payments run on the
 * built-in sandbox gateway, kept in the same DocumentStore; the Stripe adapter (payments issue)
 * will be picked here when its secret key is configured.
 */
export function createContainer(documents: DocumentStore, maps: Maps = createOfflineMaps()): Container {
  const sandboxPayments = createSandboxPaymentGateway({ documents });
  return {
    documents,
    stores: new StoreRepository(documents),
    headOffices: new HeadOfficeRepository(documents),
    menus: new MenuRepository(documents),
    coupons: new CouponRepository(documents),
    users: new DocumentRepository(documents, COLLECTIONS.users, ZUserSchema),
    guestUsers: new DocumentRepository(documents, COLLECTIONS.guestUsers, ZGuestUserSchema),
    historyOrders: new DocumentRepository(documents, COLLECTIONS.historyOrders, ZHistoryOrderSchema),
    trackingOrders: new DocumentRepository(documents, COLLECTIONS.trackingOrders, ZTrackingOrderSchema),
    guestCheckIns: new DocumentRepository(documents, COLLECTIONS.guestCheckIns, ZGuestCheckInSchema),
    logs: new DocumentRepository(documents, COLLECTIONS.logs, ZLogEntrySchema),
    messageTemplates: new DocumentRepository(documents, COLLECTIONS.messageTemplates, ZMessageTemplateSchema),
    maps,
    payments: sandboxPayments,
    sandboxPayments,
  };
}

// Kept on globalThis so hot reloads in development reuse one database connection.
const holder = globalThis as typeof globalThis & { __storefrontContainer?: Promise<Container> };

export function container(): Promise<Container> {
  holder.__storefrontContainer ??= Promise.all([createDocumentStore(env()), createMaps(env())]).then(([documents, maps]) => createContainer(documents, maps));
  return holder.__storefrontContainer;
}

/** Replaces the container, for integration tests on a temporary database. */
export function setContainerForTests(replacement: Container | undefined): void {
  holder.__storefrontContainer = replacement ? Promise.resolve(replacement) : undefined;
}
