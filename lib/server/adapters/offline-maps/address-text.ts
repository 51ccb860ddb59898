import 'server-only';
import { toAuStateCode } from '../../ports/maps';
import { normaliseText } from './locality-index';

/** Typed text read as an optional street part, kept as typed, and a place part to look up. */
export interface AddressReading {
  street?: string;
  place: string;
}

/**
 * The ways to read typed text, most likely first: all of it as a place ("Sydney NSW", "2000");
 * split at each comma ("12 George St, Sydn"); with no comma, split at each word after the
 * street's first words ("12 George St Sydn"). The caller takes the first reading that matches.
 */
export function addressReadings(input: string): AddressReading[] {
  const text = input.replace(/\s+/g, ' ').trim();
  if (!text) return [];
  const readings: AddressReading[] = [{ place: text }];
  for (let at = text.indexOf(','); at >= 0; at = text.indexOf(',', at + 1)) {
    const street = text.slice(0, at).trim();
    const place = text.slice(at + 1).trim();
    if (street && place) readings.push({ street, place });
  }
  if (!text.includes(',')) {
    const words = text.split(' ');
    // A house number ("12", "3/45", "7A") is never a place on its own: keep at least one word after it.
    const first = /\d/.test(words[0]) ? 2 : 1;
    for (let i = first; i < words.length; i++) readings.push({ street: words.slice(0, i).join(' '), place: words.slice(i).join(' ') });
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
