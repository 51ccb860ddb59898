// The types of jsQR 1.4.0's dist/index.d.ts, the part this project calls.
export interface QRCode {
  binaryData: number[];
  data: string;
  version: number;
}
export interface Options {
  inversionAttempts?: 'dontInvert' | 'onlyInvert' | 'attemptBoth' | 'invertFirst';
}
declare function jsQR(data: Uint8ClampedArray, width: number, height: number, providedOptions?: Options): QRCode | null;
export default jsQR;
