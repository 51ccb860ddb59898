import { GiftThankYou } from '@/components/gift-cards/gift-thank-you';
import { giftPageMetadata, renderGiftPage, type GiftPageProps } from '../../gift-page';

export const generateMetadata = (props: GiftPageProps) => giftPageMetadata(props, 'giftCards.thankYou');

// Spec route /store/{storename}/giftcards/thankyou: after a gift checkout.
export default function Page(props: GiftPageProps) {
  return renderGiftPage(props, GiftThankYou);
}
