import 'server-only';
import { toAuStateCode } from '@/lib/domain/delivery/au-states';
import { normaliseText } from './locality-index';

/**
 * How a reading's place may match: any search key (the default: a name's start, a later word
 * of it, a postcode), only a locality whose own name starts with it ('ownName': "St Kilda" after
 * a street), or only a locality of exactly that name ('exactName': "Grove" after a street).
 */
export type PlaceMatch = 'ownName' | 'exactName';

/** Typed text read as an optional street part, kept as typed, and a place part to look up. */
export interface AddressReading {
  street?: string;
  place: string;
  /** absent: any match */
  only?: PlaceMatch;
}

/**
 * Street types as Australian addresses write them (Australia Post's list, AS 4590), whole and
 * abbreviated. A street type is never a suburb: "200 George Street" is a street, not George in
 * the suburb of Hutt Street.
 */
export const STREET_TYPES: ReadonlySet<string> = new Set(
  (
    'street st road rd avenue ave av boulevard bvd blvd close cl court ct crescent cres cr drive dr dve esplanade esp ' +
    'grove gr gv highway hwy lane ln parade pde place pl square sq terrace tce way wy circuit cct cir circle crt ' +
    'parkway pkwy promenade prom mews loop lp rise walk wk track trk alley aly arcade arc broadway bwy concourse cnc ' +
    'mall path plaza plz quay qy row strip boardwalk bwk freeway fwy motorway mwy pathway pwy ridge rdg link'
  ).split(' '),
);

const typeWord = (word: string | undefined) => word !== undefined && STREET_TYPES.has(word.toLowerCase().replace(/\.$/, ''));

/**
 * The reading of `street` then `place`, as far as street types allow. A place that starts with a
 * street type matches only a suburb whose own name starts with it (St Kilda, Lane Cove), one that
 * is nothing but a street type only a suburb of that very name (Grove); and without a comma, a
 * street type right after a street name without one is that street's type (a street has one):
 * "200 George Street" is never "200 George" in "Street…".
 */
function streetThenPlace(street: string, place: string, comma: boolean): AddressReading | null {
  const placeWords = place.split(' ');
  if (!typeWord(placeWords[0])) return { street, place };
  if (!comma && !typeWord(street.split(' ').at(-1))) return null;
  return { street, place, only: placeWords.length === 1 ? 'exactName' : 'ownName' };
}

/**
 * The ways to read typed text, most likely first: all of it as a place ("Sydney NSW", "2000");
 * split at each comma ("12 George St, Sydn"); with no comma, split at each word after the
 * street's first words ("12 George St Sydn"). Street types limit where a place may start
 * (streetThenPlace). The caller takes the first reading that matches.
 */
export function addressReadings(input: string): AddressReading[] {
  const text = input.replace(/\s+/g, ' ').trim();
  if (!text) return [];
  const readings: AddressReading[] = [{ place: text }];
  const add = (reading: AddressReading | null) => {
    if (reading) readings.push(reading);
  };
  for (let at = text.indexOf(','); at >= 0; at = text.indexOf(',', at + 1)) {
    const street = text.slice(0, at).trim();
    const place = text.slice(at + 1).trim();
    if (street && place) add(streetThenPlace(street, place.replace(/^,+\s*/, ''), true));
  }
  if (!text.includes(',')) {
    const words = text.split(' ');
    // A house number ("12", "3/45", "7A") is never a place on its own: keep at least one word after it.
    const first = /\d/.test(words[0]) ? 2 : 1;
    for (let i = first; i < words.length; i++) add(streetThenPlace(words.slice(0, i).join(' '), words.slice(i).join(' '), false));
  }
  return readings;
}

export interface PlaceParts {
  /** normalised locality name, may be empty */
  name: string;
  state?: string;
  postcode?: string;
}

/** Splits "Sydney NSW 2000", "Sydney 2000", "Sydney, New South Wales" into name, state code and postcode. */
export function parsePlace(place: string): PlaceParts {
  const words = normaliseText(place).split(' ').filter(Boolean);
  const parts: PlaceParts = { name: '' };
  // Postcode and state may come in either order at the end.
  for (let round = 0; round < 2; round++) {
    const last = words[words.length - 1];
    if (!parts.postcode && last && /^\d{4}$/.test(last)) {
      parts.postcode = words.pop();
      continue;
    }
    if (!parts.state) {
      for (let size = Math.min(3, words.length - 1); size >= 1; size--) {
        const state = toAuStateCode(words.slice(-size).join(' '));
        if (state) {
          parts.state = state;
          words.splice(-size, size);
          break;
        }
      }
    }
  }
  parts.name = words.join(' ');
  return parts;
}
