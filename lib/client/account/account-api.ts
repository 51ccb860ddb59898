/**
 * The account calls through the one API client: each answers the member (or null) and the
 * server sets or clears the session cookie; errors arrive as ApiError in the page's language.
 */
import type { TEmailCheckView, TProfileView, TSessionView, TStoredCardsView } from '@/lib/views/account';
import { apiRequest } from '../api/api-client';

export const fetchSession = () => apiRequest<TSessionView>('/api/auth/session', { cache: 'no-store' });

export const signIn = (body: { email: string; password: string; remember: boolean }, locale: string) =>
  apiRequest<TSessionView>('/api/auth/sign-in', { method: 'POST', body, locale });

export const register = (body: Record<string, string | boolean | undefined>, locale: string) => apiRequest<TSessionView>('/api/auth/register', { method: 'POST', body, locale });

/** A Google or Facebook sign-in: the popup's Firebase ID token, verified by the server, which opens our session. */
export const firebaseSignIn = (body: { idToken: string; storeId?: string; remember: boolean }, locale: string) =>
  apiRequest<TSessionView>('/api/auth/firebase', { method: 'POST', body, locale });

export const signOut = () => apiRequest<TSessionView>('/api/auth/session', { method: 'DELETE' });

/** Every session of the member ended, on every device, this one included. */
export const signOutEverywhere = (locale: string) => apiRequest<TSessionView>('/api/auth/sessions', { method: 'DELETE', locale });

export const sendPasswordLink = (body: { email: string; storeSlug?: string }, locale: string) =>
  apiRequest<{ message: string }>('/api/auth/password-link', { method: 'POST', body, locale });

export const resetPassword = (body: { token: string; password: string; confirmPassword: string; isMobile: boolean }, locale: string) =>
  apiRequest<TSessionView>('/api/auth/password-reset', { method: 'POST', body, locale });

export const sendVerificationCode = (body: { phone: string; country: string; storeId?: string }, locale: string) =>
  apiRequest<{ resendAfterSeconds: number }>('/api/auth/verification', { method: 'POST', body, locale });

export const checkVerificationCode = (body: { code: string }, locale: string) => apiRequest<TSessionView>('/api/auth/verification/check', { method: 'POST', body, locale });

/** The member's own details (GET /api/account/profile): the checkout fills its details from them. */
export const fetchProfile = () => apiRequest<TProfileView>('/api/account/profile', { cache: 'no-store' });

export const saveProfile = (body: Record<string, string>, locale: string) => apiRequest<TProfileView>('/api/account/profile', { method: 'PUT', body, locale });

export const listStoredCards = () => apiRequest<TStoredCardsView>('/api/account/cards', { cache: 'no-store' });

/** The sandbox's card fields, or Stripe Elements' PaymentMethod; one key per card being added, so a double tap keeps one card. */
export const addStoredCard = (body: { card?: Record<string, string>; paymentMethodId?: string }, idempotencyKey: string, locale: string) =>
  apiRequest<TStoredCardsView>('/api/account/cards', { method: 'POST', body, idempotencyKey, locale });

export const removeStoredCard = (cardIdentifier: string, locale: string) =>
  apiRequest<TStoredCardsView>(`/api/account/cards/${encodeURIComponent(cardIdentifier)}`, { method: 'DELETE', locale });
export const checkMemberEmail = (body: { email: string }, locale: string) => apiRequest<TEmailCheckView>('/api/auth/email-check', { method: 'POST', body, locale });
