import { GiftThankYou } from '@/components/gift-cards/gift-thank-you';
import { withClientMessages } from '@/lib/i18n/client-messages';
import { giftPageMetadata, renderGiftPage, type GiftPageProps } from '../../gift-page';

export const generateMetadata = (props: GiftPageProps) => giftPageMetadata(props, 'giftCards.thankYou');

// Spec route /store/{storename}/giftcards/thankyou: after a gift checkout.
function Page(props: GiftPageProps) {
  return renderGiftPage(props, GiftThankYou);
}

export default withClientMessages(['account', 'languagePicker', 'loyalty', 'socialSignIn', 'topMenu', 'validation'], Page);
