'use client';

import { useEffect, useRef } from 'react';
import { fetchProfile } from '@/lib/client/account/account-api';
import type { TMemberView } from '@/lib/views/account';
import type { CheckoutForm } from './use-checkout-form';

/**
 * A signed-in member's details fill the checkout (issue 36): first and last name and mobile from
 * their account (GET /api/account/profile), in My details and in the dine-in form, where the
 * customer has typed nothing; they stay editable. The email is the account's: a member's order
 * goes to it (the server sees to that too), so the field shows it and is not typed. A member who
 * signs in at checkout is filled the same way. Answers the account's email, or null for a guest.
 */
export function useMemberDetails(form: CheckoutForm, member: TMemberView | null | undefined): string | null {
  const filled = useRef<string | null>(null);
  const { fillEmpty, set } = form;
  const email = member?.email ?? null;
  const id = member?.id ?? null;

  useEffect(() => {
    if (id === null || email === null || filled.current === id) return;
    filled.current = id;
    set('contact.Email', email);
    set('dineIn.Email', email);
    fetchProfile().then(
      (profile) => {
        const names = { FirstName: profile.firstName, LastName: profile.lastName, PhoneNumber: profile.mobile };
        fillEmpty('contact', names);
        fillEmpty('dineIn', names);
      },
      // Without the profile the member types their details, as a guest does.
      () => undefined,
    );
  }, [id, email, fillEmpty, set]);

  return email;
}
