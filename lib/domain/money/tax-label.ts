/** Tax label per store locale (spec part 1 §1): "tax" for the Indonesian locale, otherwise "GST". */
import { isIndonesianLocale } from './format';

export type TaxLabel = 'GST' | 'tax';

export function taxLabel(currencyLocaleName?: string | null): TaxLabel {
  return isIndonesianLocale(currencyLocaleName) ? 'tax' : 'GST';
}
