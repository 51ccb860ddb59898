'use client';

import { useEffect, useId, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { CART_QUANTITY_MAX, CART_QUANTITY_MIN, ITEM_NOTE_MAX, type CartItem } from '@/lib/domain/cart';
import { formatCents, formatMoney } from '@/lib/domain/money';
import { HideOnErrorImage } from '@/components/ui/hide-on-error-image';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { DialogFooter } from './dialog-footer';
import { ItemSummary } from './item-summary';
import { OptionGroup } from './option-group';
import { RollIntoSection } from './roll-into-section';
import { orderedSelection } from './selection';
import type { ProductDialogProps } from './types';
import { groupKey, useProductDialog } from './use-product-dialog';
import styles from './product-dialog.module.css';

interface DialogContentProps extends Omit<ProductDialogProps, 'open' | 'onAdd' | 'onClose'> {
  titleId: string;
  onCancel: () => void;
  onAdded: (line: CartItem) => void;
}

/** The inside of the dialog; mounted on each opening so its state starts afresh. */
export function DialogContent(props: DialogContentProps) {
  const { product, subOptionGroups, currencyLocale, showItemNotes = false, showRewardPoints = false, redemptionRule, mode = 'add', titleId, onCancel, onAdded } = props;
  const t = useTranslations('productDialog');
  const state = useProductDialog(props);
  const root = useRef<HTMLDivElement>(null);
  const notesId = useId();
  const counterId = useId();
  const wide = props.optionGroups.length > 0;

  // After a failed add, bring the first invalid group into view and give it focus.
  useEffect(() => {
    if (state.focusRequest === 0) return;
    const first = root.current?.querySelector<HTMLElement>('[data-invalid="true"]');
    if (!first) return;
    first.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    first.focus({ preventScroll: true });
  }, [state.focusRequest]);

  // A points reward shows its points; a stamp card's reward costs stamps, not points.
  const points = redemptionRule ? (redemptionRule.type === 'points' ? redemptionRule.Point : null) : showRewardPoints && product.RewardPoint ? product.RewardPoint : null;
  const upgradesOnLine = state.upgradeViews.flatMap((v) => (v.parts ? [{ name: v.upgrade.product.Name, parts: orderedSelection(v.parts, v.upgrade.optionGroups) }] : []));

  function submit() {
    const line = state.submit();
    if (line) onAdded(line);
  }

  return (
    <div ref={root} className={styles.content}>
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {product.Name}
        </h2>
        <button type="button" className={styles.closeButton} aria-label={t('close')} onClick={onCancel}>
          <span aria-hidden="true">×</span>
        </button>
      </header>
      <div className={styles.body}>
        <div className={wide ? styles.columns : undefined}>
          <div className={styles.info}>
            {product.PhotoUrl && <HideOnErrorImage className={styles.image} src={product.PhotoUrl} alt="" width={480} height={320} decoding="async" />}
            {product.ShortDescription && <p className={styles.description}>{product.ShortDescription}</p>}
            <p className={styles.price}>
              <span>{formatMoney(state.line.price, currencyLocale)}</span>
              {points !== null && <span className={styles.points}>{t('pointsPrice', { points })}</span>}
            </p>
            <div className={styles.field}>
              <span className={styles.fieldLabel} aria-hidden="true">
                {t('quantity')}
              </span>
              <QuantityStepper
                value={state.quantity}
                min={CART_QUANTITY_MIN}
                max={CART_QUANTITY_MAX}
                onChange={state.setQuantity}
                label={t('quantity')}
                decreaseLabel={t('decreaseQuantity')}
                increaseLabel={t('increaseQuantity')}
              />
            </div>
            {showItemNotes && (
              <div className={styles.field}>
                <label className={styles.fieldLabel} htmlFor={notesId}>
                  {t('notes')}
                </label>
                <textarea
                  id={notesId}
                  className={styles.notes}
                  rows={3}
                  maxLength={ITEM_NOTE_MAX}
                  value={state.note}
                  placeholder={t('notesPlaceholder')}
                  aria-describedby={counterId}
                  onChange={(event) => state.setNote(event.target.value)}
                />
                <span id={counterId} className={styles.counter}>
                  {t('notesCounter', { count: state.note.length, max: ITEM_NOTE_MAX })}
                </span>
              </div>
            )}
          </div>
          <div className={styles.options}>
            {state.groups.map((group) => {
              const groupState = state.productStates.find((s) => s.group === group);
              if (!groupState) return null;
              const key = groupKey('product', group);
              return (
                <OptionGroup
                  key={key}
                  group={group}
                  state={groupState}
                  selection={state.selection}
                  onChange={state.changeSelection}
                  marked={state.invalid.has(key)}
                  groupKey={key}
                  subOptionGroups={subOptionGroups}
                  currencyLocale={currencyLocale}
                />
              );
            })}
            <RollIntoSection
              views={state.upgradeViews}
              editing={state.editing}
              invalid={state.invalid}
              subOptionGroups={subOptionGroups}
              currencyLocale={currencyLocale}
              onAdd={state.addUpgrade}
              onEdit={state.setEditing}
              onRemove={state.removeUpgrade}
              onChangeParts={state.changeUpgradeParts}
            />
            {(wide || upgradesOnLine.length > 0) && <ItemSummary modifiers={state.line.modifiers ?? []} upgrades={upgradesOnLine} />}
          </div>
        </div>
      </div>
      <DialogFooter total={formatCents(state.totalCents, currencyLocale)} mode={mode} showFixMessage={state.invalid.size > 0} onCancel={onCancel} onSubmit={submit} />
    </div>
  );
}
