import { createTitlePageRoute } from '@/components/pages/title-page-route';

// Spec route /contact: a page with only its title.
const route = createTitlePageRoute('contactTitle');

export const generateMetadata = route.generateMetadata;
export default route.Page;
