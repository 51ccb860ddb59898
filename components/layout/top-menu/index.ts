export { StoreTopMenu, type StoreTopMenuProps } from './store-top-menu';
export type { TopMenuStore } from '@/lib/views/store';
export type { CartButtonProps } from './cart-button';
