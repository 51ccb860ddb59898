import type { ReactNode } from 'react';
import type { FieldClasses } from './field-types';
import { FieldError } from './field-error';
import styles from './forms.module.css';

interface FieldProps {
  /** The control's id: the label points at it, and its error is `${id}-error`. */
  id: string;
  label: string;
  error?: string;
  /** Across the whole grid row. */
  wide?: boolean;
  classes?: FieldClasses;
  /** The control, wired with `fieldAria(id, error)`. */
  children: ReactNode;
}

/** The aria wiring of a control whose error is drawn by Field: invalid, and described by its message. */
export function fieldAria(id: string, error: string | undefined) {
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined } as const;
}

/** A labelled control with its error beneath. */
export function Field({ id, label, error, wide, classes, children }: FieldProps) {
  return (
    <div className={`${classes?.field ?? styles.field} ${wide ? styles.wide : ''}`}>
      <label htmlFor={id} className={classes?.label ?? styles.label}>
        {label}
      </label>
      {children}
      <FieldError id={`${id}-error`} className={classes?.error}>
        {error}
      </FieldError>
    </div>
  );
}
