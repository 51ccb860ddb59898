'use client';

import { useEffect, useRef } from 'react';
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
  const decrease = useRef<HTMLButtonElement>(null);
  const increase = useRef<HTMLButtonElement>(null);

  // A button that becomes disabled under the keyboard drops focus to the page; hand it to the
  // other button instead so a keyboard user stays on the control (e.g. at 20 or back at 0).
  useEffect(() => {
    if (!canIncrease && document.activeElement === increase.current) decrease.current?.focus();
    if (!canDecrease && document.activeElement === decrease.current) increase.current?.focus();
  }, [canIncrease, canDecrease]);
  return (
    <div role="group" aria-label={label} className={`${styles.stepper} ${size === 'small' ? styles.small : ''}`}>
      <button ref={decrease} type="button" className={styles.button} aria-label={decreaseLabel} disabled={!canDecrease} onClick={() => onChange(value - 1)}>
        <span aria-hidden="true">−</span>
      </button>
      <output className={styles.value} aria-live="polite" aria-atomic="true">
        {value}
      </output>
      <button ref={increase} type="button" className={styles.button} aria-label={increaseLabel} disabled={!canIncrease} onClick={() => onChange(value + 1)}>
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
