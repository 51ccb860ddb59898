/** Australia's state and territory codes, in the order the spec lists them (store list tabs, address forms). */
export const AU_STATE_CODES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
export type TAuStateCode = (typeof AU_STATE_CODES)[number];
