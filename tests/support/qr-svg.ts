/**
 * A QR code's SVG (as the qrcode package draws it, and the save-order page shows it) drawn as
 * grey pixels: each row's dark modules are strokes ("M x y" or "m dx dy" moves, "h n" draws n
 * modules). `scale` pixels a module; 0 is black, 255 white.
 */
export function rasteriseQrSvg(svg: string, scale = 8): { luma: Uint8Array; size: number } {
  const modules = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)?.[1]);
  const path = /stroke="#000000" d="([^"]+)"/.exec(svg)?.[1] ?? '';
  const size = modules * scale;
  const luma = new Uint8Array(size * size).fill(255);
  let x = 0;
  let y = 0;
  for (const [, command, a, b] of path.matchAll(/([Mmh])\s*([\d.]+)(?:\s+([\d.]+))?/g)) {
    if (command === 'M') [x, y] = [Number(a), Number(b)];
    else if (command === 'm') [x, y] = [x + Number(a), y + Number(b)];
    else {
      const row = Math.floor(y) * scale;
      for (let dy = 0; dy < scale; dy += 1) luma.fill(0, (row + dy) * size + x * scale, (row + dy) * size + (x + Number(a)) * scale);
      x += Number(a);
    }
  }
  return { luma, size };
}

/** The SVG of a data URL (`data:image/svg+xml;base64,...`). */
export function svgOfDataUrl(url: string): string {
  return Buffer.from(url.split(',')[1] ?? '', 'base64').toString('utf8');
}

/** RGBA pixels of the grey ones (what jsQR reads). */
export function rgbaOf(luma: Uint8Array): Uint8ClampedArray {
  const data = new Uint8ClampedArray(luma.length * 4);
  luma.forEach((value, index) => data.set([value, value, value, 255], index * 4));
  return data;
}
