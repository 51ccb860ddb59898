import { createTitlePageRoute } from '@/components/pages/title-page-route';

// Spec route /privacypolicy: a page with only its title.
const route = createTitlePageRoute('privacyTitle');

export const generateMetadata = route.generateMetadata;
export default route.Page;
