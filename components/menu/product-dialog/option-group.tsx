'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { modifiersOf, type OptionGroupState } from '@/lib/domain/cart';
import type { TModifierGroup } from '@/lib/schemas/entities';
import { ModifierRow, rowKindOf } from './modifier-row';
import { chosenOf, clearGroup, withSubSelection, type Selection } from './selection';
import { useOptionMessage } from './use-option-message';
import styles from './product-dialog.module.css';

interface OptionGroupProps {
  group: TModifierGroup;
  state: OptionGroupState;
  /** The options this group reads from: the line's, or a chosen option's sub-options. */
  selection: Selection;
  onChange: (next: Selection) => void;
  /** Marked invalid after a failed add; cleared by the dialog once the group is fixed. */
  marked: boolean;
  /** Identifies the group for focusing the first invalid one. */
  groupKey: string;
  subOptionGroups: Readonly<Record<string, TModifierGroup>>;
  currencyLocale?: string | null;
  nested?: boolean;
}

/**
 * An option group as a fieldset: its name, whether it is required, the hint from the domain
 * ("Please choose N item(s)...", "Maximum of N...", "N item(s) selected") and its options. A chosen
 * option that opens sub-option groups shows them right under it.
 */
export function OptionGroup({ group, state, selection, onChange, marked, groupKey, subOptionGroups, currencyLocale, nested = false }: OptionGroupProps) {
  const t = useTranslations('productDialog');
  const message = useOptionMessage();
  const hintId = useId();
  const radioName = useId();
  const invalid = marked && !state.valid;
  const text = message(invalid ? state.reason : state.hint);
  const kind = rowKindOf(group);
  // The domain's display order (DisplayOrder, then id), mapped back to the menu's options.
  const byId = new Map(group.Modifiers.map((m) => [String(m.ID), m]));
  const modifiers = modifiersOf(group).flatMap((m) => byId.get(String(m.ID)) ?? []);

  return (
    <fieldset
      className={`${styles.group} ${nested ? styles.nestedGroup : ''} ${invalid ? styles.groupInvalid : ''}`}
      aria-invalid={invalid || undefined}
      aria-describedby={text ? hintId : undefined}
      data-group-key={groupKey}
      data-invalid={invalid || undefined}
      tabIndex={-1}
    >
      <legend className={styles.groupLegend}>
        <span className={styles.groupName}>{group.Name}</span>
        <span className={state.minimum > 0 ? styles.requiredBadge : styles.optionalBadge}>{state.minimum > 0 ? t('required') : t('optional')}</span>
      </legend>
      {text && (
        <p id={hintId} className={invalid ? styles.groupError : styles.groupHint}>
          {invalid && <span aria-hidden="true">⚠ </span>}
          {text}
        </p>
      )}
      <ul className={styles.optionList}>
        {kind === 'single' && state.minimum === 0 && (
          // An optional single choice needs a way back to nothing: a radio cannot be unchecked.
          <li>
            <label className={`${styles.optionRow} ${state.selectedCount === 0 ? styles.optionChosen : ''}`}>
              <input type="radio" name={radioName} className={styles.optionInput} checked={state.selectedCount === 0} onChange={() => onChange(clearGroup(selection, group))} />
              <span className={styles.optionName}>{t('none')}</span>
            </label>
          </li>
        )}
        {modifiers.map((modifier) => {
          const chosen = chosenOf(selection, modifier);
          const children = chosen ? (state.children[String(modifier.ID)] ?? []) : [];
          return (
            <li key={modifier.ID}>
              <ModifierRow
                kind={kind}
                group={group}
                modifier={modifier}
                chosen={chosen}
                selection={selection}
                disabled={state.disabled[String(modifier.ID)] ?? false}
                radioName={radioName}
                invalid={invalid}
                currencyLocale={currencyLocale}
                onChange={onChange}
              />
              {chosen &&
                children.map((child) => {
                  const subGroup = subOptionGroups[String(child.group.ID)];
                  if (!subGroup) return null;
                  return (
                    <OptionGroup
                      key={subGroup.ID}
                      nested
                      group={subGroup}
                      state={child}
                      selection={chosen.selectedSubmodifiers ?? []}
                      onChange={(subs) => onChange(withSubSelection(selection, modifier, subs))}
                      marked={marked}
                      groupKey={`${groupKey}/${modifier.ID}/${subGroup.ID}`}
                      subOptionGroups={subOptionGroups}
                      currencyLocale={currencyLocale}
                    />
                  );
                })}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
