/**
 * A screen's own look for the kit's fields (its CSS module's classes); a class left out is the
 * kit's (forms.module.css).
 */
export interface FieldClasses {
  field?: string;
  label?: string;
  input?: string;
  error?: string;
}

/** What a field needs from its form: its value, its error once it matters, and its handlers. */
export interface FieldBinding {
  value: string;
  error?: string;
  onValue: (value: string) => void;
  onBlur: () => void;
}
