/**
 * The Google and Facebook popups of Firebase Authentication. The firebase SDK is imported only
 * when a button is pressed, so no store page carries it; Firebase keeps nothing in the browser
 * (in-memory persistence): the ID token goes to our server, which opens our own session.
 */
import type { Auth } from 'firebase/auth';
import type { TFirebaseWebConfig } from '@/lib/views/account';

export type PopupResult = { kind: 'token'; idToken: string } | { kind: 'cancelled' } | { kind: 'error'; reason: 'popupBlocked' | 'otherMethod' | 'failed' };

/** Closing the popup or opening another one is the customer's choice, not an error. */
const CANCELLED = ['auth/popup-closed-by-user', 'auth/cancelled-popup-request', 'auth/user-cancelled'];

type FirebaseAuthModule = typeof import('firebase/auth');
let loaded: Promise<{ auth: FirebaseAuthModule; session: Auth }> | null = null;

/** The SDK and one Auth instance for the page (Firebase refuses a second initializeAuth of an app). */
function loadFirebase(config: TFirebaseWebConfig) {
  loaded ??= Promise.all([import('firebase/app'), import('firebase/auth')]).then(([{ initializeApp }, auth]) => ({
    auth,
    session: auth.initializeAuth(initializeApp(config, 'storefront'), { persistence: auth.inMemoryPersistence, popupRedirectResolver: auth.browserPopupRedirectResolver }),
  }));
  // A failed download (offline) is tried again at the next press.
  loaded.catch(() => (loaded = null));
  return loaded;
}

/**
 * Starts the download when the pointer or focus reaches a button: Safari opens a popup only
 * close to the tap, so the SDK should be there by then.
 */
export function preloadFirebase(config: TFirebaseWebConfig): void {
  void loadFirebase(config).catch(() => undefined);
}

export async function signInWithPopup(provider: 'google' | 'facebook', config: TFirebaseWebConfig): Promise<PopupResult> {
  try {
    const { auth, session } = await loadFirebase(config);
    const method = provider === 'google' ? new auth.GoogleAuthProvider() : new auth.FacebookAuthProvider();
    method.addScope('email');
    const { user } = await auth.signInWithPopup(session, method);
    const idToken = await user.getIdToken();
    await auth.signOut(session);
    return { kind: 'token', idToken };
  } catch (error) {
    const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
    if (CANCELLED.includes(code)) return { kind: 'cancelled' };
    if (code === 'auth/popup-blocked') return { kind: 'error', reason: 'popupBlocked' };
    if (code === 'auth/account-exists-with-different-credential') return { kind: 'error', reason: 'otherMethod' };
    return { kind: 'error', reason: 'failed' };
  }
}
