'use client';

import { useId, type InputHTMLAttributes } from 'react';
import styles from './text-field.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  error?: string;
  wide?: boolean;
  onValue: (value: string) => void;
}

/** A labelled input with its error beneath, announced with the input (aria-describedby). */
export function TextField({ label, value, error, wide, onValue, className, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`${styles.field} ${wide ? styles.wide : ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        type="text"
        {...input}
        className={`${styles.input} ${className ?? ''}`}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onValue(event.target.value)}
      />
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
