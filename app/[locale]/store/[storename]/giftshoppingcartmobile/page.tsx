import { GiftMobileCart } from '@/components/gift-cards/gift-mobile-cart';
import { giftPageMetadata, renderGiftPage, type GiftPageProps } from '../gift-page';

export const generateMetadata = (props: GiftPageProps) => giftPageMetadata(props, 'giftCards.cart');

// Spec route /store/{storename}/giftshoppingcartmobile: the gift cart on phones.
export default function Page(props: GiftPageProps) {
  return renderGiftPage(props, GiftMobileCart);
}
