'use client';

import { useCallback, useMemo, useState } from 'react';
import type { FieldBinding } from '@/components/forms/field-types';
import { EMPTY_CHECKOUT_FORM, type TCheckoutFormValues } from '@/lib/client/checkout/checkout-form';
import type { TFieldErrors } from '@/lib/client/forms/zod-issues';
import { useFieldMessage } from '@/components/forms/use-field-message';

type Section = 'contact' | 'deliveryAddress' | 'room' | 'dineIn' | 'card';
type Flat = 'orderNote';

export interface CheckoutForm {
  values: TCheckoutFormValues;
  bind(path: `${Section}.${string}` | Flat): FieldBinding;
  error(path: string): string | undefined;
  set(path: string, value: string | boolean): void;
  /** Fills several fields at once (an address chosen from the suggestions, a restored order). */
  patch(section: Section, values: Record<string, string>): void;
  /** Fills only the fields still empty (a member's details from the account), leaving what the customer typed. */
  fillEmpty(section: Section, values: Record<string, string>): void;
  /** The server's 422 messages, shown under their fields until the customer edits them. */
  setServerErrors(fieldErrors: Readonly<Record<string, readonly string[]>>): void;
  /** After a Pay press: every field's error shows, touched or not. */
  markSubmitted(): void;
}

/** The request body nests the card under `payment`; the form keeps it as `card`. */
function formPath(requestPath: string): string {
  return requestPath.startsWith('payment.card.') ? requestPath.slice('payment.'.length) : requestPath;
}

function read(values: TCheckoutFormValues, path: string): string {
  const [section, field] = path.split('.');
  const holder = (values as unknown as Record<string, unknown>)[section];
  const value = field === undefined ? holder : (holder as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' ? value : '';
}

function write(values: TCheckoutFormValues, path: string, value: string | boolean): TCheckoutFormValues {
  const [section, field] = path.split('.');
  const record = values as unknown as Record<string, unknown>;
  if (field === undefined) return { ...values, [section]: value };
  return { ...values, [section]: { ...(record[section] as Record<string, unknown>), [field]: value } } as TCheckoutFormValues;
}

/**
 * The checkout form's state: values, which fields were left (blur), whether Pay was pressed, and
 * the server's per-field messages. Errors of the browser's checks come from `localErrors`.
 */
export function useCheckoutForm(localErrors: (values: TCheckoutFormValues) => TFieldErrors, initial: TCheckoutFormValues = EMPTY_CHECKOUT_FORM) {
  const translate = useFieldMessage();
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrorsState] = useState<Readonly<Record<string, string>>>({});
  const errors = useMemo(() => localErrors(values), [localErrors, values]);

  const set = useCallback((path: string, value: string | boolean) => {
    setValues((current) => write(current, path, value));
    setServerErrorsState((current) => {
      if (!(path in current)) return current;
      const next = { ...current };
      delete next[path];
      return next;
    });
  }, []);

  const patch = useCallback((section: Section, patchValues: Record<string, string>) => {
    setValues((current) => ({ ...current, [section]: { ...current[section], ...patchValues } }));
    setTouched((current) => new Set([...current, ...Object.keys(patchValues).map((field) => `${section}.${field}`)]));
  }, []);

  const fillEmpty = useCallback((section: Section, fillValues: Record<string, string>) => {
    setValues((current) => {
      const holder = current[section] as Record<string, unknown>;
      const empty = Object.fromEntries(Object.entries(fillValues).filter(([field, value]) => value !== '' && (holder[field] ?? '') === ''));
      return Object.keys(empty).length === 0 ? current : { ...current, [section]: { ...holder, ...empty } };
    });
  }, []);

  const error = useCallback(
    (path: string) => serverErrors[path] ?? (submitted || touched.has(path) ? translate(errors[path]) : undefined),
    [serverErrors, submitted, touched, translate, errors],
  );

  const form: CheckoutForm = {
    values,
    error,
    set,
    patch,
    fillEmpty,
    bind: (path) => ({
      value: read(values, path),
      error: error(path),
      onValue: (value) => set(path, value),
      onBlur: () => setTouched((current) => (current.has(path) ? current : new Set([...current, path]))),
    }),
    setServerErrors: (fieldErrors) => setServerErrorsState(Object.fromEntries(Object.entries(fieldErrors).map(([path, texts]) => [formPath(path), texts.join(' ')]))),
    markSubmitted: () => setSubmitted(true),
  };
  return { form, errors };
}
