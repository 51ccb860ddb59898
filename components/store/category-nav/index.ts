export { CategoryNav, type CategoryNavProps } from './category-nav';
export type { NavCategory } from './nav-category';
