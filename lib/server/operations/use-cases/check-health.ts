import 'server-only';
import { version } from '@/package.json';
import { COLLECTIONS } from '@/lib/server/collections';
import { sandboxAllowed, type Container } from '@/lib/server/container';
import { appleWalletConfig, googleWalletConfig, sandboxSwitchedOn, stripeKeys, type TEnv } from '@/lib/server/env';
import { logger } from '@/lib/server/logger';

const log = logger.child({ component: 'health' });

/** A read slower than this counts as the database not answering. */
export const HEALTH_READ_TIMEOUT_MS = 3000;

/** The adapter in use per port, by name only (never a key, a host or a path). */
export interface AdapterNames {
  documentStore: 'sqlite' | 'firestore';
  /** card, wallet and redirect payments: the built-in sandbox, Stripe, both (Stripe for stores with StripeActivated), or 'none' */
  payments: string;
  maps: 'offline' | 'google';
  auth: 'embedded' | 'firebase';
  email: 'outbox' | 'smtp';
  sms: 'outbox' | 'twilio';
  /** 'none' when the membership page hides the wallet buttons */
  walletPasses: string;
}

export interface THealth {
  status: 'ok' | 'unavailable';
  version: string;
  database: { reachable: boolean; latencyMs?: number };
  adapters: AdapterNames;
  /**
   * Whether this server takes card payments at all. false: no payment provider (production
   * without Stripe's keys and without SANDBOX_PAYMENTS=on or DEMO=on): stores offer cash, pay
   * later and charge to room only, and the gift-card checkout sells nothing.
   */
  cardPaymentsTaken: boolean;
}

/** What health reads of the container: one document, and which adapters it was built with. */
type HealthApp = Pick<Container, 'documents' | 'stripePayments' | 'sandboxPayments' | 'firebaseWebConfig'>;

/** The payment providers in use: the container's, or what the environment would give it when it could not be built. */
function paymentNames(current: TEnv, app: HealthApp | null): string {
  const stripe = app ? app.stripePayments !== null : stripeKeys(current) !== null;
  const sandbox = app ? app.sandboxPayments !== null : sandboxAllowed({ production: current.NODE_ENV === 'production', sandboxSwitchedOn: sandboxSwitchedOn(current) }, stripe);
  return [sandbox && 'sandbox', stripe && 'stripe'].filter(Boolean).join('+') || 'none';
}

function adapterNames(current: TEnv, app: HealthApp | null): AdapterNames {
  const payments = paymentNames(current, app);
  const wallets = [googleWalletConfig(current) && 'google', appleWalletConfig(current) && 'apple'].filter(Boolean).join('+');
  return {
    documentStore: current.FIREBASE_PROJECT_ID ? 'firestore' : 'sqlite',
    payments,
    maps: current.GOOGLE_MAPS_API_KEY ? 'google' : 'offline',
    auth: (app ? app.firebaseWebConfig : current.NEXT_PUBLIC_FIREBASE_PROJECT_ID) ? 'firebase' : 'embedded',
    email: current.SMTP_URL ? 'smtp' : 'outbox',
    sms: current.TWILIO_ACCOUNT_SID ? 'twilio' : 'outbox',
    walletPasses: wallets || 'none',
  };
}

function healthOf(status: THealth['status'], database: THealth['database'], current: TEnv, app: HealthApp | null): THealth {
  const adapters = adapterNames(current, app);
  return { status, version, database, adapters, cardPaymentsTaken: adapters.payments !== 'none' };
}

/** One real, cheap read through the DocumentStore port (a single document that need not exist), bounded in time. */
async function probe(app: HealthApp): Promise<number> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      app.documents.get(COLLECTIONS.stores, 'health-probe'),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${HEALTH_READ_TIMEOUT_MS} ms`)), HEALTH_READ_TIMEOUT_MS);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
  return Math.round(performance.now() - started);
}

/**
 * Whether this server can serve: the database answers a read; which adapters are in use and
 * whether card payments are taken at all; the version. A container that cannot even be built (the database file cannot be opened) is unavailable too.
 */
export async function checkHealth({ open, current }: { open: () => Promise<Container>; current: TEnv }): Promise<THealth> {
  let app: HealthApp | null = null;
  try {
    app = await open();
    const latencyMs = await probe(app);
    return healthOf('ok', { reachable: true, latencyMs }, current, app);
  } catch (error) {
    log.error({ err: error }, 'health check: the database cannot be read');
    return healthOf('unavailable', { reachable: false }, current, app);
  }
}
