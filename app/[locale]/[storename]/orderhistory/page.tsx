import { createMemberOrdersRoute } from '../member-orders-route';

// Spec route /{storename}/orderhistory: the member's orders, newest first.
const route = createMemberOrdersRoute('history');

export const generateMetadata = route.generateMetadata;
export default route.Page;
