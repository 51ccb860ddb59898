/** The store's social sign-in switches (ViewComponentConfigs). */
export interface SocialSignInSwitches {
  LogIn?: boolean | null;
  GoogleLogin?: boolean | null;
  FacebookLogin?: boolean | null;
}

export type SocialProvider = 'google' | 'facebook';

/**
 * Part 1 §2 and part 2 §6: the Google and Facebook buttons each have their store switch, and
 * neither shows where the store has no sign-in at all (LogIn off). Google first, as the spec
 * lists the buttons. Whether Firebase is configured is the caller's part.
 */
export function socialProviders(switches: SocialSignInSwitches | null | undefined): SocialProvider[] {
  if (switches?.LogIn !== true) return [];
  return [...(switches.GoogleLogin === true ? (['google'] as const) : []), ...(switches.FacebookLogin === true ? (['facebook'] as const) : [])];
}
