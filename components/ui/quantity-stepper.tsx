'use client';

import styles from './quantity-stepper.module.css';

interface QuantityStepperProps {
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  /** Accessible names of the buttons and of the whole control, e.g. "Decrease quantity". */
  decreaseLabel: string;
  increaseLabel: string;
  label: string;
  /** Disables "+" below `max` too (an option group at its maximum). */
  increaseDisabled?: boolean;
  size?: 'regular' | 'small';
}

/**
 * A "−  n  +" stepper. Buttons rather than a number input: touch friendly, and the value can
 * never be typed outside min..max. The value is announced politely as it changes.
 */
export function QuantityStepper({ value, min, max, onChange, decreaseLabel, increaseLabel, label, increaseDisabled = false, size = 'regular' }: QuantityStepperProps) {
  const canDecrease = value > min;
  const canIncrease = value < max && !increaseDisabled;
  return (
    <div role="group" aria-label={label} className={`${styles.stepper} ${size === 'small' ? styles.small : ''}`}>
      <button type="button" className={styles.button} aria-label={decreaseLabel} disabled={!canDecrease} onClick={() => onChange(value - 1)}>
        <span aria-hidden="true">−</span>
      </button>
      <output className={styles.value} aria-live="polite" aria-atomic="true">
        {value}
      </output>
      <button type="button" className={styles.button} aria-label={increaseLabel} disabled={!canIncrease} onClick={() => onChange(value + 1)}>
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
