'use client';

import { useTranslations } from 'next-intl';
import { formatCents } from '@/lib/domain/money';
import type { TModifierGroup } from '@/lib/schemas/entities';
import { OptionGroup } from './option-group';
import type { Selection } from './selection';
import { groupKey, type UpgradeView } from './use-product-dialog';
import styles from './product-dialog.module.css';

interface RollIntoSectionProps {
  views: readonly UpgradeView[];
  editing: string | null;
  invalid: ReadonlySet<string>;
  subOptionGroups: Readonly<Record<string, TModifierGroup>>;
  currencyLocale?: string | null;
  onAdd: (view: UpgradeView) => void;
  onEdit: (ruleId: string | null) => void;
  onRemove: (view: UpgradeView) => void;
  onChangeParts: (view: UpgradeView, next: Selection) => void;
}

/**
 * Meal upgrades (roll into meal): each offer with its price difference; once added, its meal
 * parts are chosen like options and can be edited or removed.
 */
export function RollIntoSection({ views, editing, invalid, subOptionGroups, currencyLocale, onAdd, onEdit, onRemove, onChangeParts }: RollIntoSectionProps) {
  const t = useTranslations('productDialog');
  if (views.length === 0) return null;
  return (
    <section className={styles.upgrades} aria-label={t('upgradeHeading')}>
      <h3 className={styles.sectionTitle}>{t('upgradeHeading')}</h3>
      {views.map((view) => {
        const { upgrade, ruleId, parts } = view;
        const name = upgrade.product.Name;
        const open = parts !== null && editing === ruleId;
        const scope = `upgrade:${ruleId}` as const;
        const partsId = `upgrade-parts-${ruleId}`;
        return (
          <div key={ruleId} className={`${styles.upgrade} ${parts ? styles.upgradeAdded : ''}`} data-upgrade={ruleId}>
            <div className={styles.upgradeHead}>
              <div>
                <p className={styles.upgradeName}>
                  {upgrade.trigger.Name ?? name}
                  {parts && <span className={styles.addedBadge}>{t('upgradeAdded')}</span>}
                </p>
                {(upgrade.product.ShortDescription ?? upgrade.trigger.Description) && (
                  <p className={styles.muted}>{upgrade.product.ShortDescription ?? upgrade.trigger.Description}</p>
                )}
              </div>
              <span className={styles.upgradePrice}>{t('upgradePrice', { price: formatCents(view.differenceCents, currencyLocale) })}</span>
            </div>
            <div className={styles.upgradeActions}>
              {parts === null ? (
                <button type="button" className={styles.secondaryButton} onClick={() => onAdd(view)}>
                  {t('addUpgrade', { name })}
                </button>
              ) : (
                <>
                  <button type="button" className={styles.secondaryButton} aria-expanded={open} aria-controls={partsId} onClick={() => onEdit(open ? null : ruleId)}>
                    {open ? t('doneUpgrade') : t('editUpgrade', { name })}
                  </button>
                  <button type="button" className={styles.linkButton} onClick={() => onRemove(view)}>
                    {t('removeUpgrade', { name })}
                  </button>
                </>
              )}
            </div>
            {parts !== null && (
              <div id={partsId} hidden={!open}>
                {open &&
                  view.states.map((state) => {
                    const group = upgrade.optionGroups.find((g) => g === state.group || String(g.ID) === String(state.group.ID));
                    if (!group) return null;
                    const key = groupKey(scope, group);
                    return (
                      <OptionGroup
                        key={key}
                        group={group}
                        state={state}
                        selection={parts}
                        onChange={(next) => onChangeParts(view, next)}
                        marked={invalid.has(key)}
                        groupKey={key}
                        subOptionGroups={subOptionGroups}
                        currencyLocale={currencyLocale}
                      />
                    );
                  })}
              </div>
            )}
          </div>
        );
      })}
    </section>
  );
}
