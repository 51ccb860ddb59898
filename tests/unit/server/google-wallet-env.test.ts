import { googleWalletConfig, parseEnv } from '@/lib/server/env';

describe('Google Wallet environment', () => {
  it('is off without its variables: the Save to Google Wallet button is hidden', () => {
    expect(googleWalletConfig(parseEnv({}))).toBeNull();
  });

  it('takes the issuer id and the service account together, the key’s \\n escapes turned into line breaks', () => {
    const config = googleWalletConfig(
      parseEnv({
        GOOGLE_WALLET_ISSUER_ID: '3388000000012345678',
        GOOGLE_WALLET_CLIENT_EMAIL: 'wallet@shop.iam.gserviceaccount.com',
        GOOGLE_WALLET_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nabc\\n-----END PRIVATE KEY-----',
      }),
    );
    expect(config).toEqual({
      issuerId: '3388000000012345678',
      clientEmail: 'wallet@shop.iam.gserviceaccount.com',
      privateKey: '-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----',
    });
  });

  it('refuses a partial set and an issuer id that is not numeric', () => {
    expect(() => parseEnv({ GOOGLE_WALLET_ISSUER_ID: '3388000000012345678' })).toThrow(/go together/);
    expect(() => parseEnv({ GOOGLE_WALLET_ISSUER_ID: 'shop', GOOGLE_WALLET_CLIENT_EMAIL: 'wallet@shop.iam.gserviceaccount.com', GOOGLE_WALLET_PRIVATE_KEY: 'k' })).toThrow(
      /numeric issuer id/,
    );
  });
});
