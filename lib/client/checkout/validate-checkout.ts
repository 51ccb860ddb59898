/**
 * The browser's checks before an order is sent (part 2 §5), with the shared form schemas of
 * lib/schemas/forms: my details or the dine-in form, the delivery address or room, notes, terms
 * and, when paying by card above 0, the card. The server checks the same again (422).
 */
import type { z } from 'zod';
import type { PostcodeRange } from '@/lib/domain/delivery/postcode-areas';
import { PAYMENT_METHOD, type PaymentMethod } from '@/lib/domain/order/codes';
import { createCardSchema } from '@/lib/schemas/forms/card';
import { createCheckoutDetailsSchema, shouldValidateCheckoutForms } from '@/lib/schemas/forms/checkout-details';
import { createDeliveryAddressSchema } from '@/lib/schemas/forms/delivery-address';
import { M } from '@/lib/schemas/forms/messages';
import { createTermsSchema, ZOrderNoteSchema } from '@/lib/schemas/forms/notes-and-terms';
import { emailField } from '@/lib/schemas/forms/primitives';
import { createDineInSchema, ZRoomSchema } from '@/lib/schemas/forms/room-and-dine-in';
import type { OrderTypeKind, TCheckoutFormValues, TFieldErrors, TFieldMessage } from './checkout-form';

export interface ValidateCheckoutInput {
  values: TCheckoutFormValues;
  kind: OrderTypeKind;
  method: PaymentMethod | null;
  /** dollars, as shown */
  total: number;
  deliveryAreas?: readonly PostcodeRange[] | null;
  /** The table came from a scanned QR link: the last name is optional. */
  tableFromScan: boolean;
  dineInSmsConfirmation: boolean;
  termsRequired: boolean;
  stripeActivated: boolean;
  /**
   * With Stripe Elements the card is Stripe's form, not ours: its PaymentMethod id once the
   * card is complete (null until then); undefined on the sandbox's card fields.
   */
  stripePaymentMethodId?: string | null;
  now: Date;
  timeZone: string;
}

function messageOf(issue: z.core.$ZodIssue): TFieldMessage {
  const params = 'params' in issue && issue.params ? (issue.params as Record<string, string | number>) : undefined;
  return params ? { key: issue.message, params } : { key: issue.message };
}

/** The first issue of each field, under `prefix.field`. */
function collect(errors: Record<string, TFieldMessage>, prefix: string | null, result: z.ZodSafeParseResult<unknown>): void {
  if (result.success) return;
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.');
    const path = prefix ? (field ? `${prefix}.${field}` : prefix) : field;
    errors[path] ??= messageOf(issue);
  }
}

export function validateCheckout(input: ValidateCheckoutInput): TFieldErrors {
  const { values, kind } = input;
  const errors: Record<string, TFieldMessage> = {};
  const payingByCard = input.method === PAYMENT_METHOD.card && input.total > 0;
  const name = kind === 'dineIn' ? values.dineIn.FirstName : values.contact.FirstName;

  if (shouldValidateCheckoutForms(input.total, name)) {
    if (kind === 'dineIn') {
      collect(errors, 'dineIn', createDineInSchema({ tableFromScan: input.tableFromScan, requirePhone: input.dineInSmsConfirmation }).safeParse(values.dineIn));
      // A guest paying by card needs an email for the receipt (part 2 §5).
      if (payingByCard) collect(errors, 'dineIn.Email', emailField().safeParse(values.dineIn.Email));
    } else {
      collect(errors, 'contact', createCheckoutDetailsSchema().safeParse(values.contact));
    }
    if (kind === 'delivery') collect(errors, 'deliveryAddress', createDeliveryAddressSchema({ deliveryAreas: input.deliveryAreas }).safeParse(values.deliveryAddress));
    if (kind === 'room') collect(errors, 'room', ZRoomSchema.safeParse(values.room));
    collect(errors, 'orderNote', ZOrderNoteSchema.safeParse(values.orderNote));
  }
  const terms = createTermsSchema({ required: input.termsRequired }).safeParse({ acceptTerms: input.termsRequired ? values.agreeToTerms || undefined : values.agreeToTerms });
  if (!terms.success) errors.agreeToTerms = { key: M.termsRequired };
  // A member's stored card: nothing to type (the server checks it is theirs).
  if (payingByCard && values.card.SelectedCard) return errors;
  if (payingByCard && input.stripePaymentMethodId !== undefined) {
    if (!input.stripePaymentMethodId) errors.card = { key: M.paymentMethodRequired };
  } else if (payingByCard) collect(errors, 'card', createCardSchema({ now: input.now, stripeActivated: input.stripeActivated, timeZone: input.timeZone }).safeParse(values.card));
  return errors;
}
