'use client';

import { useTranslations } from 'next-intl';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import type { ApiFetcher } from '@/lib/client/api/api-client';
import { requestAddressSuggestions } from '@/lib/client/api/address-suggestions';
import type { AddressSuggestion } from '@/lib/views/wizard';
import styles from './wizard.module.css';

/** Typing pauses this long before a suggestion request (each keystroke would be a billed call). */
export const AUTOCOMPLETE_DEBOUNCE_MS = 250;
const MIN_INPUT = 2;

interface AddressAutocompleteProps {
  /** Tests answer without a network; the page uses the browser's fetch. */
  fetcher?: ApiFetcher;
  onChoose: (suggestion: AddressSuggestion) => void;
}

/**
 * The address search box: an ARIA 1.2 combobox with a listbox of suggestions, navigated with the
 * arrow keys (aria-activedescendant keeps focus in the input). Enter picks the active suggestion
 * and never submits anything (spec).
 */
export function AddressAutocomplete({ fetcher, onChoose }: AddressAutocompleteProps) {
  const t = useTranslations('wizard');
  const inputId = useId();
  const listId = useId();
  const hintId = useId();
  const [text, setText] = useState('');
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const input = text.trim();
    if (input.length < MIN_INPUT) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      requestAddressSuggestions(input, { signal: controller.signal, fetcher })
        .then((found) => {
          // A fetcher that ignores the signal may still answer: a newer input wins.
          if (controller.signal.aborted) return;
          setSuggestions(found);
          setActive(-1);
        })
        // An aborted or failed lookup just leaves the fields to be typed by hand.
        .catch(() => setSuggestions([]));
    }, AUTOCOMPLETE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, fetcher]);

  // Suggestions of a longer input are not shown once the text is cut below the minimum.
  const shown = text.trim().length >= MIN_INPUT ? suggestions : [];
  const expanded = open && shown.length > 0;

  function choose(suggestion: AddressSuggestion) {
    setText(suggestion.description);
    setOpen(false);
    setSuggestions([]);
    onChoose(suggestion);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        setActive((i) => (shown.length === 0 ? -1 : (i + 1) % shown.length));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        setActive((i) => (shown.length === 0 ? -1 : i <= 0 ? shown.length - 1 : i - 1));
        break;
      case 'Enter':
        // Enter must not submit (spec); it picks the highlighted suggestion if there is one.
        event.preventDefault();
        if (expanded && active >= 0 && active < shown.length) choose(shown[active]);
        break;
      case 'Escape':
        // Close the list only; the dialog itself ignores Escape anyway.
        if (expanded) event.preventDefault();
        setOpen(false);
        break;
    }
  }

  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <div className={styles.combo}>
      <label htmlFor={inputId} className={styles.label}>
        {t('addressSearch')}
      </label>
      <input
        id={inputId}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-describedby={hintId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={text}
        className={styles.input}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <p id={hintId} className={styles.hint}>
        {t('addressSearchHint')}
      </p>
      <ul id={listId} role="listbox" aria-label={t('suggestions')} className={styles.listbox} hidden={!expanded}>
        {shown.map((suggestion, index) => (
          <li
            key={suggestion.placeId}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={styles.suggestion}
            // mousedown, not click: the input's blur would close the list before a click lands.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(suggestion);
            }}
          >
            {suggestion.description}
          </li>
        ))}
      </ul>
    </div>
  );
}
