/**
 * A user-facing text as a message key plus parameters; the UI translates it with next-intl.
 * The domain never returns translated text.
 */
export interface DomainMessage {
  key: string;
  values?: Record<string, string | number>;
}
