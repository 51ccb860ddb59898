export { StoreTopMenu, type StoreTopMenuProps } from './store-top-menu';
export type { TopMenuStore } from './store-drawer';
export type { CartButtonProps } from './cart-button';
