/** The signed-in member as the browser sees them (GET /api/auth/session). */
export interface TMemberView {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** the phone was verified by SMS */
  isVerified: boolean;
}

export interface TSessionView {
  member: TMemberView | null;
}

/** A password link as its page opens it: valid (with whether it sets a new account's first password) or expired. */
export type TPasswordLinkView = { state: 'valid'; email: string; isNewUser: boolean } | { state: 'expired' };
