export { CategoryNav, type CategoryNavProps, type NavCategory } from './category-nav';
