/** The add-to-cart dialog (store menu screen) and the data a page passes it. */
export { ProductDialog } from './product-dialog';
export { canOpenProductDialog, productDialogData } from './dialog-data';
export { buildLine, lineFinalCents } from './build-line';
export type { DialogProduct, MealUpgrade, ProductDialogData, ProductDialogProps } from './types';
