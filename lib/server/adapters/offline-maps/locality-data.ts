import 'server-only';

/** One Australian locality: a suburb or town with its postcode, state and centroid. */
export interface Locality {
  postcode: string;
  /** Display name, title case: "St Kilda East". */
  name: string;
  /** ACT, NSW, NT, QLD, SA, TAS, VIC or WA. */
  state: string;
  lat: number;
  lng: number;
}

/** The committed data file's shape (scripts/build-au-localities.ts writes it). */
interface LocalityFile {
  source: string;
  columns: string[];
  rows: [string, string, string, number, number][];
}

let cached: Promise<Locality[]> | undefined;

/**
 * The ~17,800 localities of au-localities.json, read once per process on first use: the
 * default app start does not pay for it until an address is typed.
 */
export function loadLocalities(): Promise<Locality[]> {
  cached ??= import('./au-localities.json').then((module: { default: unknown }) => {
    const file = module.default as LocalityFile;
    return file.rows.map(([postcode, name, state, lat, lng]) => ({ postcode, name, state, lat, lng }));
  });
  return cached;
}
