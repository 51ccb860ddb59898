import 'server-only';
import { z } from 'zod';
import type { AppleWalletConfig } from './membership/apple-wallet';

/**
 * The environment, read and validated once. Every variable is optional: with none set the app
 * runs on its embedded defaults (SQLite under .data/, no account anywhere). A real service is
 * switched on by giving its credentials; a half-given credential set is an error at start-up,
 * not a silent fall-back.
 */
const ZEnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /**
     * the public address (`https://order.example.com`): links in mail, canonical links, the
     * sitemap, payment return URLs and redirects (lib/server/http/site-origin.ts). Without it a
     * redirect goes back to the host it was asked on and a mail names http://localhost:PORT.
     */
    SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
    DATA_DIR: z.string().min(1).default('.data'),
    SQLITE_FILE: z.string().min(1).optional(),
    /** brands the whole deployment to one head office: `/` lists its stores and opens its HQ store */
    BRAND_HQ_ID: z.string().min(1).optional(),

    FIREBASE_PROJECT_ID: z.string().min(1).optional(),
    FIREBASE_CLIENT_EMAIL: z.email().optional(),
    FIREBASE_PRIVATE_KEY: z.string().min(1).optional(),
    GOOGLE_APPLICATION_CREDENTIALS: z.string().min(1).optional(),
    FIRESTORE_EMULATOR_HOST: z.string().min(1).optional(),
    /**
     * Firebase Authentication, the three values of the Firebase console's web app config
     * (Project settings → Your apps), all together. The browser gets them (they are public, never
     * a secret); the server checks passwords with the API key and manages accounts and verifies
     * ID tokens with firebase-admin, under the service account above (FIREBASE_CLIENT_EMAIL and
     * FIREBASE_PRIVATE_KEY) or Application Default Credentials. Without them sign-in is embedded.
     */
    NEXT_PUBLIC_FIREBASE_API_KEY: z
      .string()
      .regex(/^[\w-]{20,}$/, 'NEXT_PUBLIC_FIREBASE_API_KEY must be the web API key of the Firebase config (AIza…)')
      .optional(),
    NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: z
      .string()
      .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, 'NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN must be a host name such as my-shop.firebaseapp.com')
      .optional(),
    NEXT_PUBLIC_FIREBASE_PROJECT_ID: z.string().min(1).optional(),

    /** server-side key for Places Autocomplete, Geocoding and Distance Matrix; without it the offline maps adapter is used */
    GOOGLE_MAPS_API_KEY: z.string().min(1).optional(),

    /**
     * `on`: this server is the public demo (`npm run demo`). In production it switches on what a
     * real shop must not have: the public demo store key while STORE_API_KEYS is unset, and the
     * sandbox gateway while Stripe is not configured. Announced at start-up (instrumentation.ts).
     */
    DEMO: z.enum(['on', 'off']).default('off'),
    /**
     * `on`: in production the sandbox gateway takes card payments (no real money moves: its
     * payments count as paid), unless Stripe is configured. Outside production it is on anyway.
     * Without it (or DEMO=on) a production server with no Stripe keys takes no card payment.
     */
    SANDBOX_PAYMENTS: z.enum(['on', 'off']).default('off'),
    /**
     * Bearer keys of the stores' systems for PUT /api/orders/{orderId}/status, as JSON
     * {"1001": "key", ...}. Without it no key opens any store, except the public demo key below
     * outside production on the embedded default (SQLite) or with DEMO=on (demoStoreKeyOpens).
     */
    STORE_API_KEYS: z
      .string()
      .optional()
      .transform((text, ctx) => {
        if (!text) return undefined;
        const parsed = z.record(z.string().regex(/^\d+$/), z.string().min(16)).safeParse(safeJson(text));
        if (parsed.success) return parsed.data;
        ctx.addIssue({ code: 'custom', message: 'STORE_API_KEYS must be JSON like {"1001": "a key of 16 characters or more"}' });
        return z.NEVER;
      }),
    /**
     * Stripe, all three together (Dashboard → Developers): the secret key (`sk_` or a restricted
     * `rk_` key), the publishable key for the browser's Stripe Elements, and the webhook endpoint's
     * signing secret. Card payments of stores with StripeActivated (or their head office's) then
     * go to Stripe; with these set in production the sandbox gateway is never used.
     */
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w+$/, 'STRIPE_SECRET_KEY must be a secret key (sk_test_… or sk_live_…)')
      .optional(),
    STRIPE_PUBLISHABLE_KEY: z
      .string()
      .regex(/^pk_(test|live)_\w+$/, 'STRIPE_PUBLISHABLE_KEY must be a publishable key (pk_test_… or pk_live_…)')
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\w+$/, 'STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…)')
      .optional(),
    /** the Apple Pay domain association file Stripe gives for this domain, served at /.well-known/apple-developer-merchantid-domain-association */
    APPLE_PAY_DOMAIN_ASSOCIATION_FILE: z.string().min(1).optional(),
    /** seals session cookies and signs password links (32 characters or more); without it one is made and kept in DATA_DIR; required with Firestore */
    SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be 32 characters or more').optional(),
    /** mail through an SMTP server (smtp://user:password@host:587 or smtps://…:465); without it mail goes to the outbox */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/\S+$/, 'SMTP_URL must look like smtp://user:password@host:587')
      .optional(),
    /** the sender of the product's mail, e.g. "Harbour & Co. <orders@example.com>"; required with SMTP_URL */
    MAIL_FROM: z.string().min(3).optional(),
    /** text messages through Twilio, all three together; without them texts go to the outbox */
    TWILIO_ACCOUNT_SID: z
      .string()
      .regex(/^AC\w{32}$/, 'TWILIO_ACCOUNT_SID must be an account SID (AC…)')
      .optional(),
    TWILIO_AUTH_TOKEN: z.string().min(16).optional(),
    /** a Twilio number in E.164 (+61…) or a Messaging Service SID (MG…) */
    TWILIO_FROM: z
      .string()
      .regex(/^(\+\d{6,15}|MG\w+)$/, 'TWILIO_FROM must be a number like +61400000000 or a Messaging Service SID (MG…)')
      .optional(),
    /** port of `npm start`; the sandbox gateway sends its webhooks to this server on it */
    PORT: z.coerce.number().int().positive().default(3000),
    /** where the sandbox gateway sends its signed webhooks (default this server's /api/payments/sandbox/webhook) */
    SANDBOX_WEBHOOK_URL: z.url().optional(),
    /** A card payment waiting for its 3-D Secure challenge longer than this is abandoned (status 6). */
    PAYMENT_CHALLENGE_TIMEOUT_MINUTES: z.coerce.number().int().positive().default(30),
    /**
     * How many proxies (load balancer, CDN) stand in front of this server and append to
     * X-Forwarded-For: the client's address, the key of its rate limits, is read that many
     * entries before the socket's own (lib/server/http/client-address.ts). 0 (the default, for
     * `npm start` with nothing in front): the socket's address, whatever the client sends.
     */
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    /**
     * a file the server keeps its DocumentStore's reads and writes in, counted as Firestore bills
     * them (lib/server/adapters/counting): for npm run sim:cluster's cost table, never a real shop
     */
    DOCUMENT_COUNTS_FILE: z.string().min(1).optional(),
    /** `off`: every public page is rendered for every request (lib/server/http/page-cache.ts) */
    PAGE_CACHE: z.enum(['on', 'off']).default('on'),
    /** How often the server settles pending payments; 0 turns the interval off (start-up still runs once). */
    RECONCILE_INTERVAL_SECONDS: z.coerce.number().int().nonnegative().default(60),
    /**
     * Google Wallet, all three together: the issuer id (Google Pay & Wallet Console) and a
     * service account of the Wallet API (its email and PEM private key, \n escapes allowed). The
     * membership completion page then offers "Save to Google Wallet"; without them the button is hidden.
     */
    GOOGLE_WALLET_ISSUER_ID: z
      .string()
      .regex(/^\d{10,25}$/, 'GOOGLE_WALLET_ISSUER_ID must be the numeric issuer id of the Google Pay & Wallet Console')
      .optional(),
    GOOGLE_WALLET_CLIENT_EMAIL: z.email().optional(),
    GOOGLE_WALLET_PRIVATE_KEY: z.string().min(1).optional(),
    APPLE_PASS_TYPE_ID: z
      .string()
      .regex(/^pass\.[\w.-]+$/, 'APPLE_PASS_TYPE_ID must be a Pass Type ID such as pass.com.example.loyalty')
      .optional(),
    APPLE_TEAM_ID: z
      .string()
      .regex(/^[A-Z0-9]{10}$/, 'APPLE_TEAM_ID must be the 10-character Apple team id')
      .optional(),
    APPLE_PASS_CERT: z.string().min(1).optional(),
    APPLE_PASS_KEY: z.string().min(1).optional(),
    APPLE_PASS_KEY_PASSPHRASE: z.string().optional(),
    APPLE_WWDR_CERT: z.string().min(1).optional(),
  })
  .superRefine((env, ctx) => {
    const partialServiceAccount = Boolean(env.FIREBASE_CLIENT_EMAIL) !== Boolean(env.FIREBASE_PRIVATE_KEY);
    if (partialServiceAccount) {
      ctx.addIssue({ code: 'custom', path: ['FIREBASE_PRIVATE_KEY'], message: 'FIREBASE_CLIENT_EMAIL and FIREBASE_PRIVATE_KEY go together' });
    }
    // A service account serves Firestore (FIREBASE_PROJECT_ID) or Authentication (NEXT_PUBLIC_FIREBASE_PROJECT_ID) or both.
    const firebaseCredentials = ((env.FIREBASE_CLIENT_EMAIL || env.GOOGLE_APPLICATION_CREDENTIALS) && !env.NEXT_PUBLIC_FIREBASE_PROJECT_ID) || env.FIRESTORE_EMULATOR_HOST;
    if (firebaseCredentials && !env.FIREBASE_PROJECT_ID) {
      ctx.addIssue({ code: 'custom', path: ['FIREBASE_PROJECT_ID'], message: 'Firestore credentials are given but FIREBASE_PROJECT_ID is missing' });
    }
    const stripe = [env.STRIPE_SECRET_KEY, env.STRIPE_PUBLISHABLE_KEY, env.STRIPE_WEBHOOK_SECRET];
    if (stripe.some(Boolean) && !stripe.every(Boolean)) {
      ctx.addIssue({ code: 'custom', path: ['STRIPE_SECRET_KEY'], message: 'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET go together' });
    }
    if (env.FIREBASE_PROJECT_ID && !env.SESSION_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'With Firestore, set SESSION_SECRET: every server must seal sessions with the same key' });
    }
    const firebaseWeb = [env.NEXT_PUBLIC_FIREBASE_API_KEY, env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN, env.NEXT_PUBLIC_FIREBASE_PROJECT_ID];
    if (firebaseWeb.some(Boolean) && !firebaseWeb.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['NEXT_PUBLIC_FIREBASE_API_KEY'],
        message: 'NEXT_PUBLIC_FIREBASE_API_KEY, NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN and NEXT_PUBLIC_FIREBASE_PROJECT_ID go together',
      });
    }
    if (env.FIREBASE_PROJECT_ID && env.NEXT_PUBLIC_FIREBASE_PROJECT_ID && env.FIREBASE_PROJECT_ID !== env.NEXT_PUBLIC_FIREBASE_PROJECT_ID) {
      ctx.addIssue({
        code: 'custom',
        path: ['NEXT_PUBLIC_FIREBASE_PROJECT_ID'],
        message: 'FIREBASE_PROJECT_ID and NEXT_PUBLIC_FIREBASE_PROJECT_ID must name the same project: one service account serves both',
      });
    }
    const wallet = [env.GOOGLE_WALLET_ISSUER_ID, env.GOOGLE_WALLET_CLIENT_EMAIL, env.GOOGLE_WALLET_PRIVATE_KEY];
    if (wallet.some(Boolean) && !wallet.every(Boolean)) {
      ctx.addIssue({ code: 'custom', path: ['GOOGLE_WALLET_ISSUER_ID'], message: 'GOOGLE_WALLET_ISSUER_ID, GOOGLE_WALLET_CLIENT_EMAIL and GOOGLE_WALLET_PRIVATE_KEY go together' });
    }
    const apple = [env.APPLE_PASS_TYPE_ID, env.APPLE_TEAM_ID, env.APPLE_PASS_CERT, env.APPLE_PASS_KEY, env.APPLE_WWDR_CERT];
    if (apple.some(Boolean) && !apple.every(Boolean)) {
      ctx.addIssue({ code: 'custom', path: ['APPLE_PASS_TYPE_ID'], message: 'APPLE_PASS_TYPE_ID, APPLE_TEAM_ID, APPLE_PASS_CERT, APPLE_PASS_KEY and APPLE_WWDR_CERT go together' });
    }
    const twilio = [env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN, env.TWILIO_FROM];
    if (twilio.some(Boolean) && !twilio.every(Boolean)) {
      ctx.addIssue({ code: 'custom', path: ['TWILIO_ACCOUNT_SID'], message: 'TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM go together' });
    }
    if (env.SMTP_URL && !env.MAIL_FROM) {
      ctx.addIssue({ code: 'custom', path: ['MAIL_FROM'], message: 'SMTP_URL needs MAIL_FROM, the sender of the mail' });
    }
    const mode = (key: string | undefined) => (key?.includes('_live_') ? 'live' : 'test');
    if (env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && mode(env.STRIPE_SECRET_KEY) !== mode(env.STRIPE_PUBLISHABLE_KEY)) {
      ctx.addIssue({ code: 'custom', path: ['STRIPE_PUBLISHABLE_KEY'], message: 'STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must both be test keys or both live keys' });
    }
  });

export type TEnv = z.infer<typeof ZEnvSchema>;

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The public demo bearer key, for local trials and the demo (docs/configuration.md): never a real shop's key. */
export const DEMO_STORE_API_KEY = 'demo-store-key-sandbox';

/**
 * Whether the public demo key opens every store: never while STORE_API_KEYS names the keys;
 * with DEMO=on; otherwise only outside production on the embedded default (SQLite).
 */
export function demoStoreKeyOpens(current: TEnv): boolean {
  if (current.STORE_API_KEYS) return false;
  return current.DEMO === 'on' || (current.NODE_ENV !== 'production' && !usesFirestore(current));
}

/** SANDBOX_PAYMENTS=on or DEMO=on: the sandbox gateway may take card payments in production (where Stripe is not configured). */
export function sandboxSwitchedOn(current: TEnv): boolean {
  return current.SANDBOX_PAYMENTS === 'on' || current.DEMO === 'on';
}

export function parseEnv(source: Record<string, string | undefined>): TEnv {
  const result = ZEnvSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Invalid environment:\n${problems}`);
  }
  return result.data;
}

let cached: TEnv | undefined;

export function env(): TEnv {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Stripe's keys when all three are given (parseEnv refuses a partial set), else null: the sandbox takes card payments. */
export function stripeKeys(current: TEnv): { secretKey: string; publishableKey: string; webhookSecret: string } | null {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_PUBLISHABLE_KEY: publishableKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = current;
  return secretKey && publishableKey && webhookSecret ? { secretKey, publishableKey, webhookSecret } : null;
}

/** Firebase's public web config for the browser's sign-in popups: never a secret. */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
}

/** PEM text (a private key, a certificate) given in one line: env files and hosting dashboards keep its line breaks as literal "\n". */
const pem = (text: string) => text.replace(/\\n/g, '\n');

/** Firebase Authentication when its web config is given (parseEnv refuses a partial one), else null: sign-in is embedded. */
export function firebaseAuthConfig(current: TEnv): { web: FirebaseWebConfig; serviceAccount: { clientEmail: string; privateKey: string } | null } | null {
  const { NEXT_PUBLIC_FIREBASE_API_KEY: apiKey, NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: authDomain, NEXT_PUBLIC_FIREBASE_PROJECT_ID: projectId } = current;
  if (!apiKey || !authDomain || !projectId) return null;
  const { FIREBASE_CLIENT_EMAIL: clientEmail, FIREBASE_PRIVATE_KEY: privateKey } = current;
  return { web: { apiKey, authDomain, projectId }, serviceAccount: clientEmail && privateKey ? { clientEmail, privateKey: pem(privateKey) } : null };
}

/** Firestore is used when a project id is given; everything else defaults to SQLite. */
export function usesFirestore(current: TEnv): boolean {
  return Boolean(current.FIREBASE_PROJECT_ID);
}

/** The Google Wallet issuer and service account when all three are given (parseEnv refuses a partial set), else null: the button is hidden. */
export function googleWalletConfig(current: TEnv): { issuerId: string; clientEmail: string; privateKey: string } | null {
  const { GOOGLE_WALLET_ISSUER_ID: issuerId, GOOGLE_WALLET_CLIENT_EMAIL: clientEmail, GOOGLE_WALLET_PRIVATE_KEY: privateKey } = current;
  return issuerId && clientEmail && privateKey ? { issuerId, clientEmail, privateKey: pem(privateKey) } : null;
}

/** The Apple Wallet pass certificate set when all five are given (parseEnv refuses a partial set), else null: the button is hidden. */
export function appleWalletConfig(current: TEnv): AppleWalletConfig | null {
  const { APPLE_PASS_TYPE_ID: passTypeIdentifier, APPLE_TEAM_ID: teamIdentifier, APPLE_PASS_CERT: cert, APPLE_PASS_KEY: key, APPLE_WWDR_CERT: wwdr } = current;
  if (!passTypeIdentifier || !teamIdentifier || !cert || !key || !wwdr) return null;
  return { passTypeIdentifier, teamIdentifier, signerCert: pem(cert), signerKey: pem(key), signerKeyPassphrase: current.APPLE_PASS_KEY_PASSPHRASE, wwdr: pem(wwdr) };
}
