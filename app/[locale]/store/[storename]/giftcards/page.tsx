import { GiftStoreScreen } from '@/components/gift-cards/gift-store-screen';
import { withClientMessages } from '@/lib/i18n/client-messages';
import { giftPageMetadata, renderGiftPage, type GiftPageProps } from '../gift-page';

export const generateMetadata = (props: GiftPageProps) => giftPageMetadata(props, 'giftCards');

// Spec routes /store/{storename}/giftcards and /store/{storeid}/giftcards: the gift store.
function Page(props: GiftPageProps) {
  return renderGiftPage(props, GiftStoreScreen);
}

export default withClientMessages(['account', 'coupon', 'giftCards', 'languagePicker', 'loyalty', 'socialSignIn', 'topMenu', 'validation'], Page);
