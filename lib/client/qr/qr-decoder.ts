/**
 * Reads a QR code from the camera's video (spec part 1 §2 "QR scanner"). The browser's own
 * BarcodeDetector where it has one for QR codes (Chrome on Android and macOS, Safari 17+);
 * elsewhere (Chromium on Linux and Windows, Firefox) the jsQR decoder, loaded only then, so it is
 * in no page's first download and in no other page at all.
 */

export interface QrDecoder {
  /** the text of a QR code in the video's current frame, or null when none is read */
  decode(video: HTMLVideoElement): Promise<string | null>;
}

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

/** The frame is scaled down to this width before jsQR reads it: enough for a code filling a quarter of it. */
const DECODE_WIDTH = 640;

async function nativeDetector(): Promise<BarcodeDetectorLike | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    return (await Detector.getSupportedFormats()).includes('qr_code') ? new Detector({ formats: ['qr_code'] }) : null;
  } catch {
    return null;
  }
}

async function jsQrDecoder(): Promise<QrDecoder> {
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return {
    async decode(video) {
      if (!context || video.videoWidth === 0 || video.videoHeight === 0) return null;
      const scale = Math.min(1, DECODE_WIDTH / video.videoWidth);
      canvas.width = Math.round(video.videoWidth * scale);
      canvas.height = Math.round(video.videoHeight * scale);
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      const image = context.getImageData(0, 0, canvas.width, canvas.height);
      return jsQR(image.data, image.width, image.height, { inversionAttempts: 'attemptBoth' })?.data || null;
    },
  };
}

export async function createQrDecoder(): Promise<QrDecoder> {
  const detector = await nativeDetector();
  if (!detector) return jsQrDecoder();
  return {
    async decode(video) {
      if (video.videoWidth === 0) return null;
      const found = await detector.detect(video).catch(() => []);
      return found.find((code) => code.rawValue)?.rawValue ?? null;
    },
  };
}

/** The mobile cart's code of a decoded text (spec: a leading $ removed), or null when nothing is left. */
export function cartCodeOf(text: string): string | null {
  const code = text.trim().replace(/^\$/, '').trim();
  return code === '' ? null : code;
}
