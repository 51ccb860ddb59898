import { StampCards } from '@/components/loyalty/stamp-cards';
import { withClientMessages } from '@/lib/i18n/client-messages';
import { loadStampsPage } from '@/lib/server/pages/load-stamps-page';
import { createMemberPageRoute } from '../member-page-route';

// Spec route /{storename}/userStamps: the member's stamp cards at this store and their stamps history.
const route = createMemberPageRoute({ title: 'loyalty.stampsTitle', load: loadStampsPage, body: (view) => <StampCards view={view} /> });

export const generateMetadata = route.generateMetadata;
export default withClientMessages(['account', 'languagePicker', 'loyalty', 'orderStatus'], route.Page);
