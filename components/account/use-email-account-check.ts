'use client';

import { useCallback, useRef, useState } from 'react';
import { checkMemberEmail } from '@/lib/client/account/account-api';

/** Enough of an address to be worth asking about (the server checks it by the form's rule). */
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The checkout's email check (part 2 §5 "an existing account is checked on change or blur"):
 * each address asked once when the field is left; an address with an account is offered Log in
 * instead of the become-member prompt. A refused or failed check (the server's rate limit) says
 * nothing: the order still goes on.
 */
export function useEmailAccountCheck(locale: string) {
  const [accounts, setAccounts] = useState<Readonly<Record<string, boolean>>>({});
  const asked = useRef(new Set<string>());

  const check = useCallback(
    (email: string) => {
      const key = email.trim().toLowerCase();
      if (!LOOKS_LIKE_EMAIL.test(key) || asked.current.has(key)) return;
      asked.current.add(key);
      checkMemberEmail({ email: key }, locale)
        .then(({ signIn }) => setAccounts((current) => ({ ...current, [key]: signIn })))
        .catch(() => asked.current.delete(key));
    },
    [locale],
  );

  const hasAccount = useCallback((email: string) => accounts[email.trim().toLowerCase()] === true, [accounts]);
  return { check, hasAccount };
}
