import { createTitlePageRoute } from '@/components/pages/title-page-route';

// Spec route /generalError: a page with only its title.
const route = createTitlePageRoute('generalError', { index: false });

export const generateMetadata = route.generateMetadata;
export default route.Page;
