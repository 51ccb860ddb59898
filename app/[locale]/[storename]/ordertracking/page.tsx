import { createMemberOrdersRoute } from '../member-orders-route';

// Spec route /{storename}/ordertracking: the member's orders still in progress.
const route = createMemberOrdersRoute('tracking');

export const generateMetadata = route.generateMetadata;
export default route.Page;
