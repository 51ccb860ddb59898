import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';

/**
 * Reads an 8-bit greyscale, RGB or RGBA PNG (what the qrcode package writes) into its pixels'
 * first channel, with node:zlib alone (no PNG library is a dependency).
 */
function readPng(png: Buffer): { width: number; height: number; luma: (x: number, y: number) => number } {
  if (png.toString('latin1', 1, 4) !== 'PNG') throw new Error('not a PNG');
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const data: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      if (body[8] !== 8 || body[12] !== 0) throw new Error('only 8-bit, non-interlaced PNGs');
      channels = { 0: 1, 2: 3, 4: 2, 6: 4 }[body[9]] ?? 0;
    }
    if (type === 'IDAT') data.push(body);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)];
    for (let i = 0; i < stride; i += 1) {
      const value = raw[y * (stride + 1) + 1 + i];
      const left = i >= channels ? pixels[y * stride + i - channels] : 0;
      const up = y > 0 ? pixels[(y - 1) * stride + i] : 0;
      const upLeft = y > 0 && i >= channels ? pixels[(y - 1) * stride + i - channels] : 0;
      const paeth = () => {
        const p = left + up - upLeft;
        const [a, b, c] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        return a <= b && a <= c ? left : b <= c ? up : upLeft;
      };
      const predictor = [0, left, up, (left + up) >> 1, filter === 4 ? paeth() : 0][filter] ?? 0;
      pixels[y * stride + i] = (value + predictor) & 0xff;
    }
  }
  return { width, height, luma: (x, y) => pixels[y * stride + x * channels] };
}

/** The text of the QR code a PNG shows (decoded with jsQR, as the scanner page does), or null. */
export function decodeQrPng(png: Buffer): string | null {
  const image = readPng(png);
  const rgba = new Uint8ClampedArray(image.width * image.height * 4);
  for (let y = 0; y < image.height; y += 1)
    for (let x = 0; x < image.width; x += 1) {
      const at = (y * image.width + x) * 4;
      rgba.fill(image.luma(x, y), at, at + 3);
      rgba[at + 3] = 255;
    }
  return jsQR(rgba, image.width, image.height)?.data ?? null;
}
