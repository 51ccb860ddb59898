/**
 * Draws the demo illustrations (flat SVG, no network, no dependencies) into public/images/demo/.
 * Run: npx tsx scripts/generate-demo-images.ts
 * The catalogue lives in lib/seed/images.ts so the seed and the pictures never drift apart.
 * Output is deterministic, so re-running produces no diff.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BANNERS, FOOD_ILLUSTRATIONS, LOGOS, type TIllustration } from '../lib/seed/images';

const OUT = join(process.cwd(), 'public/images/demo');
type TColours = readonly [string, string, string];

/** Mixes a #rrggbb colour with white (amount 0..1). */
function tint(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const mix = (c: number) =>
    Math.round(c + (255 - c) * amount)
      .toString(16)
      .padStart(2, '0');
  return `#${mix((n >> 16) & 255)}${mix((n >> 8) & 255)}${mix(n & 255)}`;
}
/** Darkens a #rrggbb colour (amount 0..1). */
function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const mix = (c: number) =>
    Math.round(c * (1 - amount))
      .toString(16)
      .padStart(2, '0');
  return `#${mix((n >> 16) & 255)}${mix((n >> 8) & 255)}${mix(n & 255)}`;
}

const svg = (w: number, h: number, body: string, label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${label}">${body}</svg>\n`;
const plate = (cx = 120, cy = 132, r = 92) =>
  `<ellipse cx="${cx}" cy="${cy + 6}" rx="${r}" ry="${r * 0.72}" fill="#000" opacity=".08"/><ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${r * 0.72}" fill="#fff" stroke="#e6e1d8" stroke-width="3"/><ellipse cx="${cx}" cy="${cy}" rx="${r * 0.72}" ry="${r * 0.5}" fill="#faf7f2"/>`;
const dots = (points: readonly (readonly [number, number])[], r: number, fill: string) => points.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>`).join('');
const leaf = (x: number, y: number, rot: number, fill: string) => `<ellipse cx="${x}" cy="${y}" rx="9" ry="4.5" transform="rotate(${rot} ${x} ${y})" fill="${fill}"/>`;

/** One renderer per kind; all draw on a 240 x 240 canvas. */
const RENDER: Record<TIllustration['kind'], (c: TColours, name: string) => string> = {
  burger: ([meat, cheese, green]) =>
    `<ellipse cx="120" cy="196" rx="80" ry="12" fill="#000" opacity=".08"/><path d="M48 160h144a10 10 0 0 1-10 22H58a10 10 0 0 1-10-22z" fill="#e0a458"/><rect x="44" y="136" width="152" height="24" rx="12" fill="${meat}"/><path d="M42 132h156l-14 14-14-10-14 12-14-10-14 12-14-10-14 12-14-10-14 12-14-10-14 10z" fill="${cheese}"/><path d="M40 126q20-10 40 0t40 0 40 0 40 0v8H40z" fill="${green}"/><path d="M44 122a76 62 0 0 1 152 0z" fill="#e9a84f"/>${dots(
      [
        [80, 96],
        [104, 84],
        [130, 86],
        [156, 98],
        [118, 104],
        [92, 110],
        [146, 112],
      ],
      3,
      '#fff3d6',
    )}`,
  pizza: ([sauce, cheese, top]) =>
    `${plate(120, 124, 100)}<circle cx="120" cy="120" r="76" fill="#e9b96e"/><circle cx="120" cy="120" r="64" fill="${sauce}"/>${dots(
      [
        [96, 98],
        [140, 92],
        [150, 136],
        [106, 146],
        [124, 120],
        [82, 128],
      ],
      13,
      cheese,
    )}${dots(
      [
        [118, 90],
        [84, 110],
        [150, 112],
        [130, 150],
        [98, 128],
        [142, 130],
      ],
      6,
      top,
    )}<path d="M120 120L120 56M120 120L175 152M120 120L65 152" stroke="#c9853a" stroke-width="2" opacity=".5"/>`,
  bowl: ([food, top, garnish]) =>
    `<ellipse cx="120" cy="192" rx="78" ry="12" fill="#000" opacity=".08"/><path d="M32 112h176a88 76 0 0 1-176 0z" fill="#fff" stroke="#dcd6cc" stroke-width="3"/><path d="M52 148h136" stroke="${tint(food, 0.5)}" stroke-width="6"/><ellipse cx="120" cy="112" rx="88" ry="26" fill="${food}"/>${dots(
      [
        [92, 106],
        [122, 100],
        [150, 110],
      ],
      12,
      top,
    )}${leaf(104, 118, 20, garnish)}${leaf(138, 120, -30, garnish)}${leaf(76, 112, 60, garnish)}${dots(
      [
        [168, 104],
        [112, 120],
      ],
      4,
      shade(food, 0.3),
    )}`,
  noodles: ([pasta, sauce, herb]) =>
    `${plate()}${[0, 1, 2, 3, 4].map((i) => `<path d="M${66 + i * 6} ${112 + i * 8}q27-${18 - i * 2} 54 0t54 0" fill="none" stroke="${pasta}" stroke-width="7" stroke-linecap="round"/>`).join('')}<ellipse cx="122" cy="118" rx="30" ry="16" fill="${sauce}"/>${leaf(110, 112, 30, herb)}${leaf(134, 116, -20, herb)}${dots(
      [
        [100, 144],
        [146, 140],
      ],
      4,
      shade(sauce, 0.2),
    )}`,
  plate: ([a, b, green]) =>
    `${plate()}<circle cx="96" cy="124" r="26" fill="${a}"/><rect x="116" y="104" width="54" height="36" rx="12" fill="${b}"/>${leaf(104, 158, 10, green)}${leaf(122, 160, -20, green)}${leaf(140, 154, 30, green)}${dots(
      [
        [88, 118],
        [104, 130],
      ],
      5,
      tint(a, 0.5),
    )}`,
  steak: ([meat, side, green]) =>
    `${plate()}<path d="M70 116q10-34 56-28t38 38-50 26-44-36z" fill="${meat}"/><path d="M84 108l60 20M90 124l52 16" stroke="${shade(meat, 0.35)}" stroke-width="4"/>${[0, 1, 2, 3, 4].map((i) => `<rect x="${150 + i * 6}" y="${128 - (i % 2) * 6}" width="5" height="30" rx="2" fill="${side}" transform="rotate(${i * 8 - 16} 160 140)"/>`).join('')}${leaf(92, 160, 0, green)}${leaf(108, 164, 30, green)}`,
  fish: ([fish, chips, green]) =>
    `${plate()}<path d="M62 124q40-36 96-6l18-12v36l-18-12q-56 30-96-6z" fill="${fish}"/><circle cx="80" cy="120" r="3" fill="#333"/>${[0, 1, 2, 3, 4].map((i) => `<rect x="${88 + i * 12}" y="${146}" width="8" height="26" rx="3" fill="${chips}" transform="rotate(${i * 10 - 20} ${92 + i * 12} 159)"/>`).join('')}<path d="M156 150l22-8a14 14 0 0 1-22 8z" fill="#f9dc5c"/>${leaf(168, 120, 30, green)}`,
  cup: ([drink, foam, saucer]) =>
    `<ellipse cx="120" cy="186" rx="84" ry="20" fill="${saucer}" stroke="#dcd6cc" stroke-width="3"/><path d="M66 96h108l-10 76a14 14 0 0 1-14 12H90a14 14 0 0 1-14-12z" fill="#fff" stroke="#dcd6cc" stroke-width="3"/><path d="M172 112a22 22 0 0 1 0 44" fill="none" stroke="#dcd6cc" stroke-width="8"/><ellipse cx="120" cy="98" rx="52" ry="12" fill="${drink}"/><path d="M108 98q12-10 24 0q-12 8-24 0z" fill="${foam}"/><path d="M100 76q8-10 0-20M120 74q8-10 0-20M140 76q8-10 0-20" fill="none" stroke="#c9c2b8" stroke-width="3" stroke-linecap="round"/>`,
  glass: ([drink, layer, straw]) =>
    `<ellipse cx="120" cy="204" rx="56" ry="10" fill="#000" opacity=".08"/><path d="M76 56h88l-10 140a8 8 0 0 1-8 8h-52a8 8 0 0 1-8-8z" fill="#eef6fb" stroke="#cfe0ea" stroke-width="3"/><path d="M80 96h80l-7 100a6 6 0 0 1-6 6h-54a6 6 0 0 1-6-6z" fill="${drink}"/><path d="M82 96h76l-2 18H84z" fill="${layer}"/><rect x="96" y="118" width="18" height="18" rx="3" fill="#fff" opacity=".5"/><rect x="122" y="136" width="16" height="16" rx="3" fill="#fff" opacity=".4"/><path d="M132 110L152 30" stroke="${straw}" stroke-width="7" stroke-linecap="round"/><path d="M132 110L152 30" stroke="${layer}" stroke-width="7" stroke-dasharray="6 6" stroke-linecap="round"/>`,
  fries: ([fry, box, stripe]) =>
    `<ellipse cx="120" cy="204" rx="60" ry="10" fill="#000" opacity=".08"/>${[0, 1, 2, 3, 4, 5, 6].map((i) => `<rect x="${78 + i * 12}" y="${40 + (i % 3) * 10}" width="10" height="90" rx="3" fill="${fry}" transform="rotate(${i * 4 - 12} ${83 + i * 12} 130)"/>`).join('')}<path d="M66 104h108l-16 98H82z" fill="${box}"/><path d="M74 128h92" stroke="${stripe}" stroke-width="6"/><path d="M66 104q54 24 108 0" fill="${shade(box, 0.15)}"/>`,
  cake: ([sponge, cream, berry]) =>
    `${plate(120, 150, 90)}<path d="M60 150l120-40v56l-120 20z" fill="${sponge}"/><path d="M60 150l120-40v12l-120 40z" fill="${cream}"/><path d="M60 168l120-24v8l-120 24z" fill="${cream}"/><path d="M60 150l70-80 50 40z" fill="${tint(cream, 0.3)}"/><path d="M60 150l70-80" stroke="${shade(sponge, 0.2)}" stroke-width="3"/>${dots([[130, 78]], 10, berry)}${leaf(142, 70, -30, '#5aa832')}`,
  icecream: ([scoop, scoop2, sauce]) =>
    `<ellipse cx="120" cy="200" rx="60" ry="10" fill="#000" opacity=".08"/><path d="M60 120h120l-20 76H80z" fill="#fff" stroke="#dcd6cc" stroke-width="3"/><circle cx="96" cy="112" r="30" fill="${scoop}"/><circle cx="144" cy="112" r="30" fill="${scoop2}"/><circle cx="120" cy="88" r="30" fill="${tint(scoop, 0.3)}"/><path d="M96 70q24 20 48 0" fill="none" stroke="${sauce}" stroke-width="6" stroke-linecap="round"/>${dots([[120, 56]], 8, '#d62828')}`,
  wrap: ([bread, filling, extra]) =>
    `${plate()}<path d="M56 150l50-70 20 80z" fill="${bread}"/><path d="M106 80l20 80-6 2-18-78z" fill="${filling}"/><path d="M112 82l14 60" stroke="${extra}" stroke-width="6"/><path d="M184 150l-50-70-20 80z" fill="${shade(bread, 0.06)}"/><path d="M134 80l-20 80 6 2 18-78z" fill="${filling}"/><path d="M128 82l-14 60" stroke="${extra}" stroke-width="6"/>`,
  toast: ([bread, topping, extra]) =>
    `${plate()}<rect x="62" y="92" width="116" height="72" rx="18" fill="${bread}"/><rect x="70" y="100" width="100" height="56" rx="14" fill="${shade(bread, 0.08)}"/><path d="M72 116q24-16 48 0t48 0v26q-24 14-48 0t-48 0z" fill="${topping}"/>${dots(
      [
        [90, 122],
        [118, 132],
        [148, 120],
        [136, 140],
        [102, 140],
      ],
      5,
      extra,
    )}`,
  skewers: ([meat, sauce, green]) =>
    `${plate()}${[0, 1, 2]
      .map(
        (i) =>
          `<path d="M54 ${112 + i * 18}L186 ${96 + i * 18}" stroke="#c9a66b" stroke-width="3"/>${dots(
            [
              [80, 109 + i * 18],
              [106, 106 + i * 18],
              [132, 103 + i * 18],
              [158, 100 + i * 18],
            ],
            10,
            meat,
          )}`,
      )
      .join('')}<ellipse cx="176" cy="156" rx="18" ry="10" fill="${sauce}"/>${leaf(70, 156, 20, green)}${leaf(88, 160, -20, green)}`,
  dumplings: ([skin, green, sauce]) =>
    `<ellipse cx="120" cy="190" rx="90" ry="16" fill="#000" opacity=".08"/><ellipse cx="120" cy="130" rx="96" ry="66" fill="#c9a66b"/><ellipse cx="120" cy="126" rx="86" ry="56" fill="#e8d3a9"/>${[
      [84, 112],
      [126, 104],
      [100, 146],
      [146, 140],
    ]
      .map(
        ([x, y]) =>
          `<path d="M${x - 24} ${y + 8}q24-44 48 0z" fill="${skin}" stroke="#d8c8a8" stroke-width="2"/><path d="M${x - 8} ${y - 6}l4 8M${x} ${y - 10}v10M${x + 8} ${y - 6}l-4 8" stroke="#d8c8a8" stroke-width="2"/>`,
      )
      .join('')}<ellipse cx="178" cy="176" rx="20" ry="9" fill="${sauce}"/>${leaf(60, 140, 30, green)}`,
  giftcard: ([card, ribbon, text], name) =>
    `<rect x="24" y="58" width="192" height="124" rx="14" fill="${card}"/><rect x="24" y="58" width="192" height="124" rx="14" fill="none" stroke="${shade(card, 0.2)}" stroke-width="3"/><path d="M64 58v124" stroke="${ribbon}" stroke-width="14"/><path d="M24 96h192" stroke="${ribbon}" stroke-width="10"/><path d="M64 96q-28-30-30-6t30 6q28-30 30-6t-30 6z" fill="${shade(ribbon, 0.1)}"/><text x="150" y="156" font-family="Helvetica,Arial,sans-serif" font-size="40" font-weight="700" fill="${text}" text-anchor="middle">$${name.split('-')[1]}</text><text x="150" y="84" font-family="Helvetica,Arial,sans-serif" font-size="14" fill="${text}" text-anchor="middle">GIFT CARD</text>`,
};

function foodSvg(name: string, { kind, colours }: TIllustration): string {
  const background = `<rect width="240" height="240" fill="${tint(colours[0], 0.86)}"/>`;
  return svg(240, 240, background + RENDER[kind](colours, name), name.replace(/-/g, ' '));
}

function logoSvg(name: string, text: string, [main, accent, ink]: TColours): string {
  const size = text.length > 2 ? 44 : 56;
  return svg(
    160,
    160,
    `<circle cx="80" cy="80" r="78" fill="${main}"/><circle cx="80" cy="80" r="66" fill="none" stroke="${accent}" stroke-width="4"/><text x="80" y="${80 + size * 0.35}" font-family="Georgia,serif" font-size="${size}" font-weight="700" fill="${ink}" text-anchor="middle">${text.replace('&', '&amp;')}</text>`,
    name,
  );
}

function bannerSvg(name: string, [sky, land, sun]: TColours): string {
  const hills = `<path d="M0 300q200-90 400-20t400-10 400 0V400H0z" fill="${land}"/><path d="M0 340q300-60 600 0t600-10V400H0z" fill="${shade(land, 0.2)}"/>`;
  const town = [90, 170, 260, 880, 960, 1050]
    .map((x, i) => `<rect x="${x}" y="${230 - (i % 3) * 30}" width="${50 + (i % 2) * 20}" height="${120 + (i % 3) * 30}" fill="${shade(land, 0.35)}" opacity=".5"/>`)
    .join('');
  return svg(
    1200,
    400,
    `<rect width="1200" height="400" fill="${tint(sky, 0.35)}"/><rect width="1200" height="200" fill="${sky}" opacity=".5"/><circle cx="960" cy="120" r="56" fill="${sun}"/>${town}${hills}`,
    name.replace(/-/g, ' '),
  );
}

function main(): void {
  mkdirSync(OUT, { recursive: true });
  // Remove stale SVGs so a renamed illustration does not leave its old file behind.
  for (const file of readdirSync(OUT)) if (file.endsWith('.svg')) rmSync(join(OUT, file));
  let bytes = 0;
  const write = (name: string, content: string) => {
    writeFileSync(join(OUT, `${name}.svg`), content);
    bytes += Buffer.byteLength(content);
  };
  for (const [name, illustration] of Object.entries(FOOD_ILLUSTRATIONS)) write(name, foodSvg(name, illustration));
  for (const [name, logo] of Object.entries(LOGOS)) write(name, logoSvg(name, logo.text, logo.colours));
  for (const [name, banner] of Object.entries(BANNERS)) write(name, bannerSvg(name, banner.colours));
  const count = Object.keys(FOOD_ILLUSTRATIONS).length + Object.keys(LOGOS).length + Object.keys(BANNERS).length;
  console.log(`Wrote ${count} SVG files (${(bytes / 1024).toFixed(1)} KB) to ${OUT}`);
}

main();
