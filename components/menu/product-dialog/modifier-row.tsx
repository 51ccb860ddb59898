'use client';

import { useTranslations } from 'next-intl';
import { maxQtyOf, type CartModifier, type ModifierGroupLike } from '@/lib/domain/cart';
import { formatMoney } from '@/lib/domain/money';
import type { TModifier, TModifierGroup } from '@/lib/schemas/entities';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { chooseSingle, stepQuantity, toggleMulti, type Selection } from './selection';
import styles from './product-dialog.module.css';

export type ModifierRowKind = 'single' | 'multi' | 'quantity';

export function rowKindOf(group: ModifierGroupLike): ModifierRowKind {
  if (group.IsSingleSel) return 'single';
  return group.IncludeQuantity ? 'quantity' : 'multi';
}

interface ModifierRowProps {
  kind: ModifierRowKind;
  group: TModifierGroup;
  modifier: TModifier;
  chosen: CartModifier | undefined;
  selection: Selection;
  /** From the domain: unchosen options at the group maximum, or "+" at MaxQty. */
  disabled: boolean;
  /** Shared radio name of a single-select group. */
  radioName: string;
  invalid: boolean;
  currencyLocale?: string | null;
  onChange: (next: Selection) => void;
}

/** One option: a radio, a checkbox, or a name with a stepper (IncludeQuantity). */
export function ModifierRow({ kind, group, modifier, chosen, selection, disabled, radioName, invalid, currencyLocale, onChange }: ModifierRowProps) {
  const t = useTranslations('productDialog');
  const price = modifier.Price > 0 ? <span className={styles.optionPrice}>{t('optionPrice', { price: formatMoney(modifier.Price, currencyLocale) })}</span> : null;

  if (kind === 'quantity') {
    return (
      <div className={`${styles.optionRow} ${chosen ? styles.optionChosen : ''}`}>
        <span className={styles.optionName}>
          {modifier.Name}
          {/* The space keeps the accessible name "Beef +$2.00" rather than "Beef+$2.00". */}
          {price && ' '}
          {price}
        </span>
        <QuantityStepper
          size="small"
          value={chosen?.quantity ?? 0}
          min={0}
          max={maxQtyOf(modifier)}
          increaseDisabled={disabled}
          label={t('optionQuantity', { name: modifier.Name })}
          decreaseLabel={t('decreaseOption', { name: modifier.Name })}
          increaseLabel={t('increaseOption', { name: modifier.Name })}
          onChange={(value) => onChange(stepQuantity(selection, modifier, value > (chosen?.quantity ?? 0) ? 1 : -1))}
        />
      </div>
    );
  }

  const checked = chosen !== undefined;
  return (
    <label className={`${styles.optionRow} ${checked ? styles.optionChosen : ''} ${disabled ? styles.optionDisabled : ''}`}>
      <input
        type={kind === 'single' ? 'radio' : 'checkbox'}
        name={kind === 'single' ? radioName : undefined}
        className={styles.optionInput}
        checked={checked}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(kind === 'single' ? chooseSingle(selection, group, modifier) : toggleMulti(selection, modifier, event.target.checked))}
      />
      <span className={styles.optionName}>
        {modifier.Name}
        {price && ' '}
        {price}
      </span>
    </label>
  );
}
