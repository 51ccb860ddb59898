/** Texts shared by the demo stores: terms, policies and cancellation terms (simple HTML). */

export function termsAndConditions(business: string): string {
  return [
    `<h3>${business} online ordering terms</h3>`,
    '<p>By placing an order you confirm that the details you give are correct and that you are authorised to use the payment method.</p>',
    '<ul><li>Prices include GST and are in Australian dollars unless shown otherwise.</li>',
    '<li>Delivery and pickup times are estimates; we will contact you if your order is delayed.</li>',
    '<li>Discounts and coupons cannot be exchanged for cash and may not be combined unless stated.</li>',
    '<li>Please tell us about allergies before ordering: our kitchen handles nuts, gluten, dairy, eggs, sesame and seafood.</li></ul>',
  ].join('');
}

export const PRIVACY_POLICY =
  '<p>We collect your name, contact details, address and order history to prepare and deliver your order and, if you opt in, to send you offers. ' +
  'Card details are handled by our payment provider and never stored by us. You can ask us for a copy of your data or to delete it at any time.</p>';

export const DELIVERY_POLICY =
  '<p>We deliver within the postcodes listed at checkout. The delivery fee depends on your order value and distance and is shown before you pay. ' +
  'If nobody is home, our driver will call you and wait up to 5 minutes.</p>';

export const REFUND_POLICY =
  '<p>If something is wrong with your order, contact the store within 24 hours and we will replace the item or refund it to your original payment method. ' +
  'Gift cards are not refundable.</p>';

export const CANCELLATION_TERMS =
  '<p>You can request a cancellation until 30 minutes before your scheduled time. Once the kitchen has started your order it cannot be cancelled.</p>';

export const POLICIES = { PolicyTypePrivacy: PRIVACY_POLICY, PolicyTypeDelivery: DELIVERY_POLICY, PolicyTypeRefund: REFUND_POLICY };
