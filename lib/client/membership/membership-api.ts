/**
 * The membership calls through the one API client: the loyalty sign-up (the spec's
 * create-so-user) and the guest check-in (register-visit). Errors arrive as ApiError in the
 * page's language.
 */
import type { TMembershipSignupResult } from '@/lib/views/membership';
import { apiRequest } from '../api/api-client';

export const signUpMember = (storeId: string, body: Record<string, unknown>, locale: string) =>
  apiRequest<TMembershipSignupResult>(`/api/stores/${encodeURIComponent(storeId)}/members`, { method: 'POST', body, locale });

export const registerVisit = (storeId: string, body: { Name: string; Phone: string; Email: string; Table: string; AgreeToReceivePromotionalOffers: boolean }, locale: string) =>
  apiRequest<{ Success: boolean }>(`/api/stores/${encodeURIComponent(storeId)}/visits`, { method: 'POST', body, locale });
