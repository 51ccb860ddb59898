import { withClientMessages } from '@/lib/i18n/client-messages';
import { createMemberOrdersRoute } from '../member-orders-route';

// Spec route /{storename}/orderhistory: the member's orders, newest first.
const route = createMemberOrdersRoute('history');

export const generateMetadata = route.generateMetadata;
export default withClientMessages(['account', 'common', 'errors', 'languagePicker', 'orderStatus', 'storeList'], route.Page);
