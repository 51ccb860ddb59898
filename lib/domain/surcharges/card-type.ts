/**
 * The card type code a payment is surcharged as (spec part 1 §9: the bank surcharge applies to
 * card type code 5). The card form takes credit cards, so a card payment (UI method 1) counts as
 * code 5; every other method carries no bank surcharge. The browser and the server both price
 * with this, so the total shown is the total charged.
 */
import { SURCHARGED_CARD_TYPE } from './types';

const CARD_PAYMENT_METHOD = 1;

export function cardTypeCodeForPayment(method: number | null | undefined): number | null {
  return method === CARD_PAYMENT_METHOD ? SURCHARGED_CARD_TYPE : null;
}
