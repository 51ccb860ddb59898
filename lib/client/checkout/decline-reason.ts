/**
 * Why a card was refused, in the checkout's own words (spec part 2 §8 "provider messages"): the
 * common codes of Stripe, whose test cards and words the sandbox uses too, each have a text of
 * ours in both languages; any other code shows the provider's message as it gave it. Lost,
 * stolen and suspected-fraud cards read as a plain decline, as card networks ask.
 */
export type DeclineReasonKey =
  | 'declined'
  | 'insufficientFunds'
  | 'expired'
  | 'incorrectCvc'
  | 'incorrectNumber'
  | 'processingError'
  | 'contactBank'
  | 'limitExceeded'
  | 'authenticationRequired'
  | 'authenticationFailed';

const REASON_OF_CODE: Readonly<Record<string, DeclineReasonKey>> = {
  card_declined: 'declined',
  generic_decline: 'declined',
  do_not_honor: 'declined',
  fraudulent: 'declined',
  lost_card: 'declined',
  stolen_card: 'declined',
  insufficient_funds: 'insufficientFunds',
  expired_card: 'expired',
  incorrect_cvc: 'incorrectCvc',
  invalid_cvc: 'incorrectCvc',
  incorrect_number: 'incorrectNumber',
  invalid_number: 'incorrectNumber',
  processing_error: 'processingError',
  call_issuer: 'contactBank',
  pickup_card: 'contactBank',
  restricted_card: 'contactBank',
  card_not_supported: 'contactBank',
  card_velocity_exceeded: 'limitExceeded',
  withdrawal_count_limit_exceeded: 'limitExceeded',
  authentication_required: 'authenticationRequired',
  authentication_failed: 'authenticationFailed',
  payment_intent_authentication_failure: 'authenticationFailed',
};

/** The provider's answer of a declined order (`paymentError` of POST .../orders). */
export interface TPaymentErrorAnswer {
  code: string;
  message: string | null;
}

/** Our text's key for the provider's code, or null when the code is not one of ours. */
export function declineReasonKey(code: string | null | undefined): DeclineReasonKey | null {
  return code && Object.hasOwn(REASON_OF_CODE, code) ? REASON_OF_CODE[code] : null;
}

/** The reason to show: ours for a known code, else the provider's message; '' when there is neither. */
export function declineReason(error: TPaymentErrorAnswer | null | undefined, ours: (key: DeclineReasonKey) => string): string {
  if (!error) return '';
  const key = declineReasonKey(error.code);
  return key ? ours(key) : (error.message?.trim() ?? '');
}
