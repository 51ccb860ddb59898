/** Code-unit string order: the same on every machine and locale, and far cheaper than localeCompare. */
export function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
