import type { ReactNode } from 'react';

/** Asked once the form is valid, before paying: false stops; otherwise whether the guest asked for an account. */
export type BeforePlaceOrder = (details: { email: string; firstName: string; lastName: string; phone: string }) => Promise<false | { createUserForGuest: boolean }>;

/** The accounts issue's hooks into the email field: the account check (on blur) and what it says under the field. */
export interface EmailAccountHooks {
  onBlur: (email: string) => void;
  /** shown under the email field for the email now in it */
  notice: (email: string) => ReactNode;
}
