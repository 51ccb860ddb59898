import { firebaseAuthConfig, parseEnv, stripeKeys, usesFirestore } from '@/lib/server/env';

describe('environment', () => {
  it('needs no variable at all: the embedded defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ DATA_DIR: '.data', NODE_ENV: 'development' });
    expect(env.SITE_URL).toBeUndefined();
    expect(usesFirestore(env)).toBe(false);
  });

  it('switches to Firestore when a project id is given', () => {
    expect(usesFirestore(parseEnv({ FIREBASE_PROJECT_ID: 'shop-prod', GOOGLE_APPLICATION_CREDENTIALS: '/run/key.json', SESSION_SECRET: 's'.repeat(32) }))).toBe(true);
  });

  it('needs SESSION_SECRET with Firestore (every server seals sessions with one key), of 32 characters or more', () => {
    expect(() => parseEnv({ FIREBASE_PROJECT_ID: 'shop-prod', GOOGLE_APPLICATION_CREDENTIALS: '/run/key.json' })).toThrow(/SESSION_SECRET/);
    expect(() => parseEnv({ SESSION_SECRET: 'short' })).toThrow(/32 characters/);
  });

  it('sends texts by Twilio with its three variables together', () => {
    const twilio = { TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`, TWILIO_AUTH_TOKEN: 'a-token-of-sixteen', TWILIO_FROM: '+61400000000' };
    expect(parseEnv(twilio)).toMatchObject({ TWILIO_FROM: '+61400000000' });
    expect(parseEnv({ ...twilio, TWILIO_FROM: 'MG123' })).toMatchObject({ TWILIO_FROM: 'MG123' });
    expect(() => parseEnv({ TWILIO_ACCOUNT_SID: twilio.TWILIO_ACCOUNT_SID })).toThrow(/go together/);
    expect(() => parseEnv({ ...twilio, TWILIO_FROM: '0400000000' })).toThrow(/TWILIO_FROM/);
  });

  it('sends mail by SMTP with SMTP_URL and MAIL_FROM together', () => {
    expect(parseEnv({ SMTP_URL: 'smtp://shop:pw@mail.example.com:587', MAIL_FROM: 'orders@example.com' })).toMatchObject({ SMTP_URL: 'smtp://shop:pw@mail.example.com:587' });
    expect(() => parseEnv({ SMTP_URL: 'smtp://mail.example.com' })).toThrow(/MAIL_FROM/);
    expect(() => parseEnv({ SMTP_URL: 'mail.example.com', MAIL_FROM: 'orders@example.com' })).toThrow(/SMTP_URL/);
  });

  it('refuses half a service account, naming the variable', () => {
    expect(() => parseEnv({ FIREBASE_PROJECT_ID: 'shop', FIREBASE_CLIENT_EMAIL: 'svc@shop.iam.gserviceaccount.com' })).toThrow(/FIREBASE_PRIVATE_KEY/);
  });

  it('switches Firebase Authentication on with its web config, with or without Firestore, reusing the service account', () => {
    const web = {
      NEXT_PUBLIC_FIREBASE_API_KEY: 'AIzaSyA-0123456789abcdefghij',
      NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: 'shop-prod.firebaseapp.com',
      NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'shop-prod',
    };
    expect(firebaseAuthConfig(parseEnv({}))).toBeNull();
    const alone = parseEnv({
      ...web,
      FIREBASE_CLIENT_EMAIL: 'svc@shop-prod.iam.gserviceaccount.com',
      FIREBASE_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nabc\\n-----END PRIVATE KEY-----\\n',
    });
    expect(usesFirestore(alone)).toBe(false);
    expect(firebaseAuthConfig(alone)).toEqual({
      web: { apiKey: web.NEXT_PUBLIC_FIREBASE_API_KEY, authDomain: 'shop-prod.firebaseapp.com', projectId: 'shop-prod' },
      serviceAccount: { clientEmail: 'svc@shop-prod.iam.gserviceaccount.com', privateKey: '-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----\n' },
    });
    expect(
      firebaseAuthConfig(parseEnv({ ...web, FIREBASE_PROJECT_ID: 'shop-prod', GOOGLE_APPLICATION_CREDENTIALS: '/run/key.json', SESSION_SECRET: 's'.repeat(32) }))?.serviceAccount,
    ).toBeNull();
    expect(() => parseEnv({ NEXT_PUBLIC_FIREBASE_API_KEY: web.NEXT_PUBLIC_FIREBASE_API_KEY })).toThrow(/NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN/);
    expect(() => parseEnv({ ...web, FIREBASE_PROJECT_ID: 'other-project', GOOGLE_APPLICATION_CREDENTIALS: '/run/key.json', SESSION_SECRET: 's'.repeat(32) })).toThrow(
      /same project/,
    );
  });

  it('refuses Firestore credentials without a project id', () => {
    expect(() => parseEnv({ FIRESTORE_EMULATOR_HOST: 'localhost:8080' })).toThrow(/FIREBASE_PROJECT_ID/);
  });

  it('refuses a SITE_URL that is not a URL', () => {
    expect(() => parseEnv({ SITE_URL: 'shop' })).toThrow(/SITE_URL/);
    expect(() => parseEnv({ SITE_URL: 'ftp://order.example.com' })).toThrow(/SITE_URL/);
  });

  it('switches Stripe on with its three keys together, test with test and live with live', () => {
    const keys = { STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' };
    expect(stripeKeys(parseEnv({}))).toBeNull();
    expect(stripeKeys(parseEnv(keys))).toEqual({ secretKey: 'sk_test_abc123', publishableKey: 'pk_test_abc123', webhookSecret: 'whsec_abc123' });
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'sk_test_abc123' })).toThrow(/go together/);
    expect(() => parseEnv({ ...keys, STRIPE_PUBLISHABLE_KEY: 'pk_live_abc123' })).toThrow(/both be test keys or both live keys/);
  });

  it('refuses a Stripe key in the wrong place without printing it', () => {
    const error = (() => {
      try {
        parseEnv({ STRIPE_SECRET_KEY: 'pk_test_secretvalue', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' });
      } catch (e) {
        return e as Error;
      }
      return null;
    })();
    expect(error?.message).toMatch(/STRIPE_SECRET_KEY must be a secret key/);
    expect(error?.message).not.toContain('secretvalue');
  });
});
