import type { ReactNode } from 'react';
import styles from './forms.module.css';

interface FieldErrorProps {
  /** Named by its field's aria-describedby. */
  id?: string;
  /** 'alert' where the message appears on its own, not beside the field the customer is in. */
  role?: 'alert';
  className?: string;
  children: ReactNode;
}

/** The message under a field, in the danger colour; nothing when there is none. */
export function FieldError({ id, role, className, children }: FieldErrorProps) {
  if (!children) return null;
  return (
    <p id={id} role={role} className={className ?? styles.fieldError}>
      {children}
    </p>
  );
}
