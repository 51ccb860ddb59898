import { GiftMobileCart } from '@/components/gift-cards/gift-mobile-cart';
import { withClientMessages } from '@/lib/i18n/client-messages';
import { giftPageMetadata, renderGiftPage, type GiftPageProps } from '../gift-page';

export const generateMetadata = (props: GiftPageProps) => giftPageMetadata(props, 'giftCards.cart');

// Spec route /store/{storename}/giftshoppingcartmobile: the gift cart on phones.
function Page(props: GiftPageProps) {
  return renderGiftPage(props, GiftMobileCart);
}

export default withClientMessages(['account', 'coupon', 'giftCards', 'languagePicker', 'loyalty', 'socialSignIn', 'topMenu', 'validation'], Page);
