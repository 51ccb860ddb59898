import { GiftCheckout } from '@/components/gift-cards/gift-checkout';
import { giftPageMetadata, renderGiftPage, type GiftPageProps } from '../../gift-page';

export const generateMetadata = (props: GiftPageProps) => giftPageMetadata(props, 'giftCards.checkout');

// Spec route /store/{storename}/checkout/giftcards: the gift checkout, always as a guest.
export default function Page(props: GiftPageProps) {
  return renderGiftPage(props, GiftCheckout);
}
