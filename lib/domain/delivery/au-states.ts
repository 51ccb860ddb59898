/** Australia's state and territory codes, in the order the spec lists them (store list tabs, address forms). */
export const AU_STATE_CODES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
export type TAuStateCode = (typeof AU_STATE_CODES)[number];

const STATE_NAMES: Record<string, string> = {
  'AUSTRALIAN CAPITAL TERRITORY': 'ACT',
  'JERVIS BAY TERRITORY': 'ACT',
  'JERVIS BAY': 'ACT',
  'NEW SOUTH WALES': 'NSW',
  'NORTHERN TERRITORY': 'NT',
  QUEENSLAND: 'QLD',
  'SOUTH AUSTRALIA': 'SA',
  TASMANIA: 'TAS',
  VICTORIA: 'VIC',
  'WESTERN AUSTRALIA': 'WA',
};
const STATE_CODES = new Set(Object.values(STATE_NAMES));

/**
 * Spec part 1 §9: Australian state names map to VIC, NSW, QLD, SA, TAS, WA, ACT (Jervis Bay
 * also ACT), NT. Accepts a code in any case or a full name; undefined when it is neither.
 */
export function toAuStateCode(state: string | null | undefined): string | undefined {
  const key = (state ?? '').trim().replace(/\s+/g, ' ').toUpperCase();
  if (STATE_CODES.has(key)) return key;
  return STATE_NAMES[key];
}
