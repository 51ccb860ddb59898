import 'server-only';
import { z } from 'zod';

/**
 * The environment, read and validated once. Every variable is optional: with none set the app
 * runs on its embedded defaults (SQLite under .data/, no account anywhere). A real service is
 * switched on by giving its credentials; a half-given credential set is an error at start-up,
 * not a silent fall-back.
 */
const ZEnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    SITE_URL: z.url().default('http://localhost:3000'),
    DATA_DIR: z.string().min(1).default('.data'),
    SQLITE_FILE: z.string().min(1).optional(),
    /** brands the whole deployment to one head office: `/` lists its stores and opens its HQ store */
    BRAND_HQ_ID: z.string().min(1).optional(),

    FIREBASE_PROJECT_ID: z.string().min(1).optional(),
    FIREBASE_CLIENT_EMAIL: z.email().optional(),
    FIREBASE_PRIVATE_KEY: z.string().min(1).optional(),
    GOOGLE_APPLICATION_CREDENTIALS: z.string().min(1).optional(),
    FIRESTORE_EMULATOR_HOST: z.string().min(1).optional(),

    /** server-side key for Places Autocomplete, Geocoding and Distance Matrix; without it the offline maps adapter is used */
    GOOGLE_MAPS_API_KEY: z.string().min(1).optional(),

    /**
     * Bearer keys of the stores' systems for PUT /api/orders/{orderId}/status, as JSON
     * {"1001": "key", ...}. Without it the demo key below opens every store (embedded default only).
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
    /** A card payment waiting for its 3-D Secure challenge longer than this is abandoned (status 6). */
    PAYMENT_CHALLENGE_TIMEOUT_MINUTES: z.coerce.number().int().positive().default(30),
    /** How often the server settles pending payments; 0 turns the interval off (start-up still runs once). */
    RECONCILE_INTERVAL_SECONDS: z.coerce.number().int().nonnegative().default(60),
  })
  .superRefine((env, ctx) => {
    const partialServiceAccount = Boolean(env.FIREBASE_CLIENT_EMAIL) !== Boolean(env.FIREBASE_PRIVATE_KEY);
    if (partialServiceAccount) {
      ctx.addIssue({ code: 'custom', path: ['FIREBASE_PRIVATE_KEY'], message: 'FIREBASE_CLIENT_EMAIL and FIREBASE_PRIVATE_KEY go together' });
    }
    const firebaseCredentials = env.FIREBASE_CLIENT_EMAIL || env.GOOGLE_APPLICATION_CREDENTIALS || env.FIRESTORE_EMULATOR_HOST;
    if (firebaseCredentials && !env.FIREBASE_PROJECT_ID) {
      ctx.addIssue({ code: 'custom', path: ['FIREBASE_PROJECT_ID'], message: 'Firestore credentials are given but FIREBASE_PROJECT_ID is missing' });
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

/** The demo bearer key of the embedded default, for `npm run order:status` and local trials. */
export const DEMO_STORE_API_KEY = 'demo-store-key-sandbox';

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

/** Firestore is used when a project id is given; everything else defaults to SQLite. */
export function usesFirestore(current: TEnv): boolean {
  return Boolean(current.FIREBASE_PROJECT_ID);
}
