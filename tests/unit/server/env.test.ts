import { parseEnv, usesFirestore } from '@/lib/server/env';

describe('environment', () => {
  it('needs no variable at all: the embedded defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ DATA_DIR: '.data', SITE_URL: 'http://localhost:3000', NODE_ENV: 'development' });
    expect(usesFirestore(env)).toBe(false);
  });

  it('switches to Firestore when a project id is given', () => {
    expect(usesFirestore(parseEnv({ FIREBASE_PROJECT_ID: 'shop-prod', GOOGLE_APPLICATION_CREDENTIALS: '/run/key.json' }))).toBe(true);
  });

  it('refuses half a service account, naming the variable', () => {
    expect(() => parseEnv({ FIREBASE_PROJECT_ID: 'shop', FIREBASE_CLIENT_EMAIL: 'svc@shop.iam.gserviceaccount.com' })).toThrow(/FIREBASE_PRIVATE_KEY/);
  });

  it('refuses Firestore credentials without a project id', () => {
    expect(() => parseEnv({ FIRESTORE_EMULATOR_HOST: 'localhost:8080' })).toThrow(/FIREBASE_PROJECT_ID/);
  });

  it('refuses a SITE_URL that is not a URL', () => {
    expect(() => parseEnv({ SITE_URL: 'shop' })).toThrow(/SITE_URL/);
  });
});
