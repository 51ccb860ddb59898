import { createTitlePageRoute } from '@/components/pages/title-page-route';

// Spec route /pagenotfound: a page with only its title.
const route = createTitlePageRoute('pageNotFound', { index: false });

export const generateMetadata = route.generateMetadata;
export default route.Page;
