/**
 * The browser's checks before an order is sent (part 2 §5), with the shared form schemas of
 * lib/schemas/forms: my details or the dine-in form, the delivery address or room, notes, terms
 * and, when paying by card above 0, the card. The server checks the same again (422).
 */
import type { PostcodeRange } from '@/lib/domain/delivery/postcode-areas';
import { PAYMENT_METHOD, type PaymentMethod } from '@/lib/domain/order/codes';
import { createCardSchema } from '@/lib/schemas/forms/card';
import { createCheckoutDetailsSchema, shouldValidateCheckoutForms } from '@/lib/schemas/forms/checkout-details';
import { createDeliveryAddressSchema } from '@/lib/schemas/forms/delivery-address';
import { M } from '@/lib/schemas/forms/messages';
import { createTermsSchema, ZOrderNoteSchema } from '@/lib/schemas/forms/notes-and-terms';
import { emailField } from '@/lib/schemas/forms/primitives';
import { createDineInSchema, ZRoomSchema } from '@/lib/schemas/forms/room-and-dine-in';
import { fieldMessages, type TFieldErrors, type TFieldMessage } from '@/lib/client/forms/zod-issues';
import type { OrderTypeKind, TCheckoutFormValues } from './checkout-form';

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

export function validateCheckout(input: ValidateCheckoutInput): TFieldErrors {
  const { values, kind } = input;
  const errors: Record<string, TFieldMessage> = {};
  const payingByCard = input.method === PAYMENT_METHOD.card && input.total > 0;
  const name = kind === 'dineIn' ? values.dineIn.FirstName : values.contact.FirstName;

  if (shouldValidateCheckoutForms(input.total, name)) {
    if (kind === 'dineIn') {
      fieldMessages(createDineInSchema({ tableFromScan: input.tableFromScan, requirePhone: input.dineInSmsConfirmation }).safeParse(values.dineIn), 'dineIn', errors);
      // A guest paying by card needs an email for the receipt (part 2 §5).
      if (payingByCard) fieldMessages(emailField().safeParse(values.dineIn.Email), 'dineIn.Email', errors);
    } else {
      fieldMessages(createCheckoutDetailsSchema().safeParse(values.contact), 'contact', errors);
    }
    if (kind === 'delivery') fieldMessages(createDeliveryAddressSchema({ deliveryAreas: input.deliveryAreas }).safeParse(values.deliveryAddress), 'deliveryAddress', errors);
    if (kind === 'room') fieldMessages(ZRoomSchema.safeParse(values.room), 'room', errors);
    fieldMessages(ZOrderNoteSchema.safeParse(values.orderNote), 'orderNote', errors);
  }
  const terms = createTermsSchema({ required: input.termsRequired }).safeParse({ acceptTerms: input.termsRequired ? values.agreeToTerms || undefined : values.agreeToTerms });
  if (!terms.success) errors.agreeToTerms = { key: M.termsRequired };
  // A member's stored card: nothing to type (the server checks it is theirs).
  if (payingByCard && values.card.SelectedCard) return errors;
  if (payingByCard && input.stripePaymentMethodId !== undefined) {
    if (!input.stripePaymentMethodId) errors.card = { key: M.paymentMethodRequired };
  } else if (payingByCard)
    fieldMessages(createCardSchema({ now: input.now, stripeActivated: input.stripeActivated, timeZone: input.timeZone }).safeParse(values.card), 'card', errors);
  return errors;
}
