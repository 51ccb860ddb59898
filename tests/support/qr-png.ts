import { inflateSync } from 'node:zlib';
import QRCode from 'qrcode';

/**
 * Reads an 8-bit greyscale, RGB or RGBA PNG (what the qrcode package writes) into its pixels'
 * first channel, with node:zlib alone: no PNG or QR decoding library is installed here.
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

/**
 * Whether the PNG shows the QR code of `text`: its modules, sampled at their centres (a
 * decoder's first step, for an image of a known quiet zone), equal the matrix qrcode makes of the
 * text. The check of the member's QrCode.png when no QR decoder (jsqr) is installed.
 */
export function pngShowsQr(png: Buffer, text: string, quietZone = 4): boolean {
  const image = readPng(png);
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const scale = image.width / (modules.size + 2 * quietZone);
  for (let row = 0; row < modules.size; row += 1)
    for (let col = 0; col < modules.size; col += 1) {
      const dark = image.luma(Math.floor((col + quietZone + 0.5) * scale), Math.floor((row + quietZone + 0.5) * scale)) < 128;
      if (dark !== Boolean(modules.get(row, col))) return false;
    }
  return true;
}
