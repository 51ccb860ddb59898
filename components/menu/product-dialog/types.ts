import type { CartItem } from '@/lib/domain/cart';
import type { TModifierGroup, TPriceTrigger, TProduct } from '@/lib/schemas/entities';
import type { RewardRule } from '@/lib/domain/loyalty/rewards';

/** The product fields the dialog shows and the cart line needs (nothing else is sent). */
export type DialogProduct = Pick<
  TProduct,
  'ID' | 'Name' | 'ShortDescription' | 'PhotoUrl' | 'Status' | 'ProductCode' | 'Price' | 'TaxRate' | 'RewardPoint' | 'PreparationTime' | 'ProductCategoryIDs' | 'ProductTagIDs'
>;

/**
 * A meal upgrade (roll-into price trigger, TriggerType 1) with what the customer chooses from:
 * the outcome product's name and the option groups of its meal parts (a side, a drink...).
 */
export interface MealUpgrade {
  trigger: TPriceTrigger;
  /** The outcome product ("Make it a meal"); only its name and description are shown. */
  product: Pick<TProduct, 'ID' | 'Name' | 'ShortDescription'>;
  optionGroups: TModifierGroup[];
}

/** Everything the dialog reads from the menu for one product: see `productDialogData`. */
export interface ProductDialogData {
  product: DialogProduct;
  /** The product's option groups, in the product's order (the dialog sorts by DisplayOrder). */
  optionGroups: TModifierGroup[];
  /** Groups opened by options (nested sub-options), keyed by group id; only those reachable. */
  subOptionGroups: Record<string, TModifierGroup>;
  /** Meal upgrades the product meets the conditions of. */
  mealUpgrades: MealUpgrade[];
}

export interface ProductDialogProps extends ProductDialogData {
  open: boolean;
  /** The store's CurrencyLocaleName ('id-ID' shows rupiah). */
  currencyLocale?: string | null;
  /** ViewComponentConfigs.ShowNotesForItem: the notes box is shown only when set. */
  showItemNotes?: boolean;
  /** Shown as "or N points" when the store shows loyalty (PointsToDollarRatio above 0). */
  showRewardPoints?: boolean;
  /** Set when the product is being redeemed: the line is a reward line and "or N points" shows the rule's Point. */
  redemptionRule?: RewardRule | null;
  /** Seconds since the epoch, for the upgrades' StartAt/EndAt; defaults to the clock when the dialog opens. */
  nowSeconds?: number;
  mode?: 'add' | 'edit';
  /** The cart line being edited (mode 'edit'): its options, quantity, note and upgrades are restored. */
  initial?: CartItem | null;
  /** Receives the cart line, priced by lib/domain/cart; in edit mode it keeps the line's uniqueId. */
  onAdd: (line: CartItem) => void;
  onClose: () => void;
}
