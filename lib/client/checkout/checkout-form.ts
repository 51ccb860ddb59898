/**
 * The checkout form's values as the customer types them, and the order types and payment methods
 * the page works with. Field paths of errors follow the request body of POST .../orders
 * ('contact.Email', 'deliveryAddress.PostalCode', 'card.CardNumber'), so the browser's checks and
 * the server's 422 answer land under the same fields.
 */
import type { OrderTypeKind } from '@/lib/domain/availability/order-type-kind';
import type { PaymentMethod } from '@/lib/domain/order/codes';

export type { OrderTypeKind };

export interface TCheckoutFormValues {
  contact: { FirstName: string; LastName: string; Email: string; PhoneNumber: string };
  deliveryAddress: { StreetAddress: string; CityTown: string; State: string; PostalCode: string; DeliveryInstructions: string };
  room: { RoomNumber: string };
  dineIn: { TableNumber: string; SecurityCode: string; FirstName: string; LastName: string; PhoneNumber: string; Email: string; DineInField: string };
  orderNote: string;
  agreeToTerms: boolean;
  agreeToReceivePromotionalOffers: boolean;
  /**
   * Never stored nor logged: lives in this form only while the page is open. A member may pay
   * with a stored card instead (SelectedCard, its identifier; '' for a new card) and keep a new
   * one (SaveCard).
   */
  card: { CardHolder: string; CardNumber: string; ExpireDate: string; CVV: string; SelectedCard?: string; SaveCard?: boolean };
}

export const EMPTY_CHECKOUT_FORM: TCheckoutFormValues = {
  contact: { FirstName: '', LastName: '', Email: '', PhoneNumber: '' },
  deliveryAddress: { StreetAddress: '', CityTown: '', State: '', PostalCode: '', DeliveryInstructions: '' },
  room: { RoomNumber: '' },
  dineIn: { TableNumber: '', SecurityCode: '', FirstName: '', LastName: '', PhoneNumber: '', Email: '', DineInField: '' },
  orderNote: '',
  agreeToTerms: false,
  agreeToReceivePromotionalOffers: true,
  card: { CardHolder: '', CardNumber: '', ExpireDate: '', CVV: '', SelectedCard: '', SaveCard: false },
};

export type TPaymentMethodCode = PaymentMethod;
