import { withClientMessages } from '@/lib/i18n/client-messages';
import { createMemberOrdersRoute } from '../member-orders-route';

// Spec route /{storename}/ordertracking: the member's orders still in progress.
const route = createMemberOrdersRoute('tracking');

export const generateMetadata = route.generateMetadata;
export default withClientMessages(['account', 'common', 'errors', 'languagePicker', 'orderStatus', 'storeList'], route.Page);
