'use client';

import { useCallback, useMemo, useState } from 'react';
import type { z } from 'zod';
import { isApiError } from '@/lib/client/api/api-error';
import { fieldMessages } from '@/lib/client/forms/zod-issues';
import { useFieldMessage } from '@/components/forms/use-field-message';

/**
 * An account form's state, checked in the browser by the very schema the server checks (part 2
 * §5): values, errors once a field is left or the form sent, and the server's own per-field
 * messages until the field is edited.
 */
export function useAccountForm<K extends string>(schema: z.ZodType, initial: Record<K, string>) {
  const translate = useFieldMessage();
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const errors = useMemo(() => fieldMessages(schema.safeParse(values)), [schema, values]);

  const fieldError = useCallback(
    (name: string) => serverErrors[name] ?? (submitted || touched.has(name) ? translate(errors[name]) : undefined),
    [serverErrors, submitted, touched, translate, errors],
  );

  const bind = (name: K) => ({
    value: values[name],
    error: fieldError(name),
    onValue: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      setServerErrors(({ [name]: _dropped, ...rest }) => rest);
    },
    onBlur: () => setTouched((current) => new Set(current).add(name)),
  });

  /** The server's answer: its per-field messages go under their fields; the rest is the form's banner text. */
  const serverError = (caught: unknown): string => {
    if (!isApiError(caught)) throw caught;
    const fields: Record<string, string> = {};
    for (const [path, messages] of Object.entries(caught.fieldErrors ?? {})) if (messages[0]) fields[path] = messages[0];
    setServerErrors(fields);
    return caught.message;
  };

  /** Marks the form sent; true when the browser's checks pass. */
  const check = () => {
    setSubmitted(true);
    return Object.keys(errors).length === 0;
  };

  return {
    values,
    bind,
    check,
    /** a call in flight: the submit button waits */
    busy,
    /** the banner's text of the last failed call */
    error,
    clearError: () => setError(null),
    /**
     * Sends the form once the browser's checks pass and no call is in flight: `run` makes the
     * call; a failure's field messages go under their fields and its message to `error`, unless
     * `onFailure` takes it (returns true).
     */
    submit: async (run: () => Promise<void>, onFailure?: (caught: { code: string }) => boolean) => {
      if (busy || !check()) return;
      setBusy(true);
      setError(null);
      try {
        await run();
      } catch (caught) {
        const message = serverError(caught);
        if (!onFailure?.(caught as { code: string })) setError(message);
      } finally {
        setBusy(false);
      }
    },
  };
}
