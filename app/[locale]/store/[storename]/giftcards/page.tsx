import { GiftStoreScreen } from '@/components/gift-cards/gift-store-screen';
import { giftPageMetadata, renderGiftPage, type GiftPageProps } from '../gift-page';

export const generateMetadata = (props: GiftPageProps) => giftPageMetadata(props, 'giftCards');

// Spec routes /store/{storename}/giftcards and /store/{storeid}/giftcards: the gift store.
export default function Page(props: GiftPageProps) {
  return renderGiftPage(props, GiftStoreScreen);
}
