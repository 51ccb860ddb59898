/**
 * Formats a validation path the way a person reads JSON: stores[2].Location.Postcode,
 * menus["1001"][0].Products["flat-white"].TaxRate.
 */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else if (typeof part === 'symbol') out += `[${String(part)}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(part)) out += out === '' ? part : `.${part}`;
    else out += `[${JSON.stringify(part)}]`;
  }
  return out;
}
