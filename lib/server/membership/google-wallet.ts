import 'server-only';
import { createSign } from 'node:crypto';
import type { TStore, TUser } from '@/lib/schemas/entities';

export interface GoogleWalletConfig {
  issuerId: string;
  clientEmail: string;
  privateKey: string;
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** Google Wallet ids: the issuer id, a dot, then letters, digits, '.', '_' or '-'. */
const walletId = (issuerId: string, suffix: string) => `${issuerId}.${suffix.replace(/[^\w.-]/g, '_')}`;

/**
 * The "Save to Google Wallet" link of a member's loyalty card (the spec's getGoogleWallet): a
 * save JWT signed (RS256) with the Wallet API service account, carrying the store's loyalty class
 * and the member's object with their member code as its QR barcode. Google creates both when the
 * member saves the card; nothing is called from here (the link is the whole exchange).
 */
export function googleWalletSaveUrl({
  config,
  store,
  user,
  siteUrl,
  now = Date.now(),
}: {
  config: GoogleWalletConfig;
  store: TStore;
  user: TUser;
  siteUrl: string;
  now?: number;
}): string {
  const classId = walletId(config.issuerId, `store-${store.ID}`);
  const logo = store.ThemeSettings?.BackgroundPhotos?.CommonLogo ?? store.Logo;
  const memberCode = user.CustomerMemberCode ?? user.ID;
  const payload = {
    iss: config.clientEmail,
    aud: 'google',
    typ: 'savetowallet',
    iat: Math.floor(now / 1000),
    origins: [new URL(siteUrl).origin],
    payload: {
      loyaltyClasses: [
        {
          id: classId,
          issuerName: store.Name,
          programName: store.Name,
          reviewStatus: 'UNDER_REVIEW',
          ...(logo ? { programLogo: { sourceUri: { uri: new URL(logo, siteUrl).toString() } } } : {}),
          ...(store.ThemeSettings?.Colours?.IntroBackground ? { hexBackgroundColor: store.ThemeSettings.Colours.IntroBackground } : {}),
        },
      ],
      loyaltyObjects: [
        {
          id: walletId(config.issuerId, `member-${store.ID}-${user.ID}`),
          classId,
          state: 'ACTIVE',
          accountId: memberCode,
          accountName: user.DisplayName ?? `${user.FirstName ?? ''} ${user.LastName ?? ''}`.trim(),
          barcode: { type: 'QR_CODE', value: memberCode, alternateText: memberCode },
        },
      ],
    },
  };
  const unsigned = `${base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }))}.${base64url(JSON.stringify(payload))}`;
  const signature = createSign('RSA-SHA256').update(unsigned).sign(config.privateKey);
  return `https://pay.google.com/gp/v/save/${unsigned}.${base64url(signature)}`;
}
