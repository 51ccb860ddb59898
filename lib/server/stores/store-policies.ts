import 'server-only';
import type { THeadOffice, TStore } from '@/lib/schemas/entities';
import type { PolicyKind, PolicyView } from '@/lib/views/store';
import { hasText, sanitizeStoreHtml } from '../sanitize-html';

export type { PolicyKind };

/**
 * The footer's texts, each only if present. When branded and the head office has terms, the
 * head-office terms are used, otherwise the store's (spec part 1 §1).
 */
export function storePolicies(store: Pick<TStore, 'TermsAndConditions' | 'Policies'>, headOffice: Pick<THeadOffice, 'TermsAndConditions'> | null): PolicyView[] {
  const terms = headOffice && hasText(headOffice.TermsAndConditions) ? headOffice.TermsAndConditions : store.TermsAndConditions;
  const texts: [PolicyKind, string | undefined][] = [
    ['terms', terms],
    ['privacy', store.Policies?.PolicyTypePrivacy],
    ['delivery', store.Policies?.PolicyTypeDelivery],
    ['refund', store.Policies?.PolicyTypeRefund],
  ];
  return texts.filter(([, html]) => hasText(html)).map(([kind, html]) => ({ kind, html: sanitizeStoreHtml(html) }));
}
