import { GiftCheckout } from '@/components/gift-cards/gift-checkout';
import { withClientMessages } from '@/lib/i18n/client-messages';
import { giftPageMetadata, renderGiftPage, type GiftPageProps } from '../../gift-page';

export const generateMetadata = (props: GiftPageProps) => giftPageMetadata(props, 'giftCards.checkout');

// Spec route /store/{storename}/checkout/giftcards: the gift checkout, always as a guest.
function Page(props: GiftPageProps) {
  return renderGiftPage(props, GiftCheckout);
}

export default withClientMessages(['account', 'checkout', 'errors', 'giftCards', 'languagePicker', 'loyalty', 'order', 'socialSignIn', 'topMenu', 'validation'], Page);
