import 'server-only';
import { PKPass } from 'passkit-generator';
import type { TStore, TUser } from '@/lib/schemas/entities';
import { PASS_ICON_2X_PNG, PASS_ICON_PNG } from './pass-icon';

export interface AppleWalletConfig {
  passTypeIdentifier: string;
  teamIdentifier: string;
  /** the Pass Type ID certificate and its private key (PEM) */
  signerCert: string;
  signerKey: string;
  signerKeyPassphrase?: string;
  /** Apple's WWDR intermediate certificate (PEM) */
  wwdr: string;
}

/** '#0b3c5d' as Wallet's 'rgb(11, 60, 93)'; null for anything else. */
function rgb(hex: string | null | undefined): string | null {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex ?? '');
  return match
    ? `rgb(${match
        .slice(1)
        .map((part) => parseInt(part, 16))
        .join(', ')})`
    : null;
}

/**
 * The member's loyalty card as an Apple Wallet pass (the spec's getAppleWallet): a store card
 * signed with the store owner's Pass Type ID certificate, its QR the member code (the same code
 * as QrCode.png and the Google Wallet card), one serial per member and store.
 */
export async function appleWalletPass({ config, store, user }: { config: AppleWalletConfig; store: TStore; user: TUser }): Promise<Buffer> {
  const memberCode = user.CustomerMemberCode ?? user.ID;
  const background = rgb(store.ThemeSettings?.Colours?.IntroBackground);
  const pass = new PKPass(
    { 'icon.png': PASS_ICON_PNG, 'icon@2x.png': PASS_ICON_2X_PNG },
    { wwdr: config.wwdr, signerCert: config.signerCert, signerKey: config.signerKey, signerKeyPassphrase: config.signerKeyPassphrase },
    {
      formatVersion: 1,
      passTypeIdentifier: config.passTypeIdentifier,
      teamIdentifier: config.teamIdentifier,
      serialNumber: `member-${store.ID}-${user.ID}`,
      organizationName: store.Name,
      description: store.Name,
      logoText: store.Name,
      ...(background ? { backgroundColor: background, foregroundColor: 'rgb(255, 255, 255)', labelColor: 'rgb(255, 255, 255)' } : {}),
    },
  );
  pass.type = 'storeCard';
  pass.primaryFields.push({ key: 'member', label: 'Member', value: user.DisplayName ?? `${user.FirstName ?? ''} ${user.LastName ?? ''}`.trim() });
  pass.secondaryFields.push({ key: 'code', label: 'Member code', value: memberCode });
  pass.setBarcodes({ message: memberCode, format: 'PKBarcodeFormatQR', messageEncoding: 'iso-8859-1', altText: memberCode });
  return pass.getAsBuffer();
}
