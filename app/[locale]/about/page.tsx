import { createTitlePageRoute } from '@/components/pages/title-page-route';

// Spec route /about: a page with only its title.
const route = createTitlePageRoute('aboutTitle');

export const generateMetadata = route.generateMetadata;
export default route.Page;
