import 'server-only';
import type { Locality } from './locality-data';

/** Lower case, apostrophes and dots dropped, commas and hyphens as spaces, single spaces. */
export function normaliseText(text: string): string {
  return text
    .toLowerCase()
    .replace(/['’.]/g, '')
    .replace(/[,\-/]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A sorted list of search keys for prefix lookup by binary search. Each locality has the keys
 * "name state postcode", "name postcode state" and "postcode name state" (primary: the typed
 * text starts where the locality's line starts), plus one key per later word of its name,
 * e.g. "kilda east vic 3183" for St Kilda East (secondary: ranked after primary matches).
 */
export interface LocalityIndex {
  localities: Locality[];
  keys: string[];
  /** localities index of each key */
  refs: Int32Array;
  /** 1 for a primary key, 0 for a secondary one */
  primary: Uint8Array;
  /** normalised name → localities indexes, for exact lookups (geocoding) */
  byName: Map<string, number[]>;
  byPostcode: Map<string, number[]>;
}

export function buildLocalityIndex(localities: Locality[]): LocalityIndex {
  const entries: { key: string; ref: number; primary: number }[] = [];
  const byName = new Map<string, number[]>();
  const byPostcode = new Map<string, number[]>();
  localities.forEach((locality, ref) => {
    const name = normaliseText(locality.name);
    const state = locality.state.toLowerCase();
    entries.push({ key: `${name} ${state} ${locality.postcode}`, ref, primary: 1 });
    entries.push({ key: `${name} ${locality.postcode} ${state}`, ref, primary: 1 });
    entries.push({ key: `${locality.postcode} ${name} ${state}`, ref, primary: 1 });
    const words = name.split(' ');
    for (let i = 1; i < words.length; i++) entries.push({ key: `${words.slice(i).join(' ')} ${state} ${locality.postcode}`, ref, primary: 0 });
    (byName.get(name) ?? byName.set(name, []).get(name)!).push(ref);
    (byPostcode.get(locality.postcode) ?? byPostcode.set(locality.postcode, []).get(locality.postcode)!).push(ref);
  });
  // Plain code-unit order (no localeCompare): binary search below relies on the same order.
  entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.ref - b.ref));
  return {
    localities,
    keys: entries.map((e) => e.key),
    refs: Int32Array.from(entries, (e) => e.ref),
    primary: Uint8Array.from(entries, (e) => e.primary),
    byName,
    byPostcode,
  };
}

function lowerBound(keys: string[], query: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (keys[mid] < query) low = mid + 1;
    else high = mid;
  }
  return low;
}

interface Candidate {
  ref: number;
  primary: number;
}

/** Primary before secondary, then the shorter name (the typed text covers more of it), then name, state, postcode. */
function better(index: LocalityIndex, a: Candidate, b: Candidate): boolean {
  if (a.primary !== b.primary) return a.primary > b.primary;
  const la = index.localities[a.ref];
  const lb = index.localities[b.ref];
  if (la.name.length !== lb.name.length) return la.name.length < lb.name.length;
  if (la.name !== lb.name) return la.name < lb.name;
  if (la.state !== lb.state) return la.state < lb.state;
  return la.postcode < lb.postcode;
}

/**
 * The best `limit` localities whose key starts with the normalised query, each once; with
 * `primaryOnly`, only keys where a locality's line starts (its own name or postcode), never a
 * later word of its name. Keeps a small sorted top list while scanning, so a short, common
 * prefix costs one pass, no full sort.
 */
export function searchLocalities(index: LocalityIndex, query: string, limit: number, primaryOnly = false): Locality[] {
  const q = normaliseText(query);
  if (q.length === 0 || limit <= 0) return [];
  const best: Candidate[] = [];
  const bestOf = new Map<number, Candidate>();
  for (let i = lowerBound(index.keys, q); i < index.keys.length && index.keys[i].startsWith(q); i++) {
    if (primaryOnly && index.primary[i] === 0) continue;
    const candidate = { ref: index.refs[i], primary: index.primary[i] };
    const known = bestOf.get(candidate.ref);
    if (known) {
      if (known.primary >= candidate.primary) continue;
      best.splice(best.indexOf(known), 1);
      bestOf.delete(candidate.ref);
    }
    if (best.length === limit && !better(index, candidate, best[best.length - 1])) continue;
    let at = best.length;
    while (at > 0 && better(index, candidate, best[at - 1])) at--;
    best.splice(at, 0, candidate);
    bestOf.set(candidate.ref, candidate);
    if (best.length > limit) bestOf.delete(best.pop()!.ref);
  }
  return best.map((c) => index.localities[c.ref]);
}
