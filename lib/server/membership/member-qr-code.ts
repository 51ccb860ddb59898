import 'server-only';
import QRCode from 'qrcode';

/**
 * The member's QR code as a PNG (the completion page's image and its QrCode.png download): the
 * member code, which the store's scanner reads. Large and with a quiet zone, so a phone screen
 * held to a counter scanner still reads.
 */
export function memberQrPng(memberCode: string): Promise<Buffer> {
  return QRCode.toBuffer(memberCode, { type: 'png', errorCorrectionLevel: 'M', margin: 4, width: 384 });
}
