/** The store's sign-in switches (ViewComponentConfigs). */
export interface SignInSwitches {
  LogIn?: boolean | null;
  LogInMandatory?: boolean | null;
  SMSVerification?: boolean | null;
}

export type CheckoutAccess = 'allowed' | 'signInRequired' | 'verificationRequired';

/**
 * Part 1 §2 navigation rules and part 2 §6: login is mandatory only with LogInMandatory (and
 * LogIn); a missing member is then sent to the store page. With LogIn, LogInMandatory and
 * SMSVerification all on, the member must also have verified their phone.
 */
export function checkoutAccess(switches: SignInSwitches | null | undefined, member: { isVerified: boolean } | null): CheckoutAccess {
  if (switches?.LogIn !== true || switches.LogInMandatory !== true) return 'allowed';
  if (!member) return 'signInRequired';
  if (switches.SMSVerification === true && !member.isVerified) return 'verificationRequired';
  return 'allowed';
}
