'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from '@/components/ui/use-dismiss';
import { useHydrated } from '@/lib/client/use-hydrated';
import type { DietarySelection, LifeStyleChoices } from '@/lib/domain/menu/search';
import { useMenuFilter } from './menu-filter-context';
import styles from './menu-filter.module.css';

type Kind = keyof DietarySelection;

const KINDS: { kind: Kind; field: keyof LifeStyleChoices }[] = [
  { kind: 'allergies', field: 'Allergy' },
  { kind: 'intolerances', field: 'Intolerance' },
  { kind: 'preferences', field: 'Preference' },
];

/** The top menu's dietary filter: checkboxes per allergy, intolerance and preference, Clear All. */
export function DietaryFilter({ choices }: { choices: LifeStyleChoices }) {
  const t = useTranslations('menuFilter');
  const { selection, setSelection } = useMenuFilter();
  const [open, setOpen] = useState(false);
  // Disabled until the page has hydrated: a tap while hydration waits could be lost without a sign.
  const hydrated = useHydrated();
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const count = KINDS.reduce((sum, { kind }) => sum + (selection[kind]?.length ?? 0), 0);

  const closePanel = useCallback(() => setOpen(false), []);
  useDismiss(root, open, closePanel);

  if (KINDS.every(({ field }) => (choices[field]?.length ?? 0) === 0)) return null;

  function toggle(kind: Kind, id: string, checked: boolean) {
    const current = new Set(selection[kind] ?? []);
    if (checked) current.add(id);
    else current.delete(id);
    setSelection({ ...selection, [kind]: [...current] });
  }

  return (
    <div ref={root} className={`${styles.dietary} ${open ? styles.raised : ''}`}>
      {/* On phones the button is an icon with the count (its words stay its name), so the store's name keeps the header's room. */}
      <button type="button" className={styles.dietaryButton} aria-expanded={open} aria-controls={panelId} disabled={!hydrated} onClick={() => setOpen(!open)}>
        <svg className={styles.dietaryIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 5h16l-6.2 7.6V19l-3.6-1.8v-4.6z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        </svg>
        <span className={styles.dietaryLabel}>{count > 0 ? t('dietaryButtonCount', { count }) : t('dietaryButton')}</span>
        {count > 0 && (
          <span className={styles.dietaryCount} aria-hidden="true">
            {count}
          </span>
        )}
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {KINDS.map(({ kind, field }) =>
          (choices[field]?.length ?? 0) > 0 ? (
            <fieldset key={kind} className={styles.group}>
              <legend>{t(kind)}</legend>
              {choices[field]!.map((choice) => (
                <label key={choice.Id} className={styles.option}>
                  <input type="checkbox" checked={selection[kind]?.includes(choice.Id) ?? false} onChange={(event) => toggle(kind, choice.Id, event.target.checked)} />
                  {choice.Name}
                </label>
              ))}
            </fieldset>
          ) : null,
        )}
        <button type="button" className={styles.clearAll} onClick={() => setSelection({})} disabled={count === 0}>
          {t('clearAll')}
        </button>
      </div>
    </div>
  );
}
