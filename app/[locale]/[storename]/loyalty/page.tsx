import { LoyaltyPoints } from '@/components/loyalty/loyalty-points';
import { withClientMessages } from '@/lib/i18n/client-messages';
import { loadLoyaltyPage } from '@/lib/server/pages/load-loyalty-page';
import { createMemberPageRoute } from '../member-page-route';

// Spec route /{storename}/loyalty: the member's points, the ring, the rewards and the points history.
const route = createMemberPageRoute({ title: 'loyalty.title', load: loadLoyaltyPage, body: (view) => <LoyaltyPoints view={view} /> });

export const generateMetadata = route.generateMetadata;
export default withClientMessages(['account', 'languagePicker', 'loyalty', 'orderStatus'], route.Page);
