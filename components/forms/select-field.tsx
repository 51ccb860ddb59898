'use client';

import { useId } from 'react';
import type { FieldClasses } from './field-types';
import { Field, fieldAria } from './field';
import styles from './forms.module.css';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  label: string;
  value: string;
  error?: string;
  /** The first, empty choice ('Choose a state'); none when a value is always chosen. */
  placeholder?: string;
  options: readonly SelectOption[];
  wide?: boolean;
  classes?: FieldClasses;
  onValue: (value: string) => void;
  onBlur?: () => void;
}

/** A labelled select with its error beneath, announced with the select (aria-describedby). */
export function SelectField({ label, value, error, placeholder, options, wide, classes, onValue, onBlur }: SelectFieldProps) {
  const id = useId();
  return (
    <Field id={id} label={label} error={error} wide={wide} classes={classes}>
      <select id={id} className={classes?.input ?? styles.input} value={value} {...fieldAria(id, error)} onChange={(event) => onValue(event.target.value)} onBlur={onBlur}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
