'use client';

import { useId, type InputHTMLAttributes } from 'react';
import { Field, fieldAria } from './field';
import type { FieldClasses } from './field-types';
import styles from './forms.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  error?: string;
  wide?: boolean;
  classes?: FieldClasses;
  onValue: (value: string) => void;
}

/** A labelled input with its error beneath, announced with the input (aria-describedby). */
export function TextField({ label, value, error, wide, classes, onValue, className, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <Field id={id} label={label} error={error} wide={wide} classes={classes}>
      <input
        id={id}
        type="text"
        {...input}
        className={`${classes?.input ?? styles.input} ${className ?? ''}`}
        value={value}
        {...fieldAria(id, error)}
        onChange={(event) => onValue(event.target.value)}
      />
    </Field>
  );
}
