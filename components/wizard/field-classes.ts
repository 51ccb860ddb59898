import type { FieldClasses } from '@/components/forms/field-types';
import styles from './wizard.module.css';

/** The wizard's fields keep their lighter look inside the modal (wizard.module.css). */
export const WIZARD_FIELD_CLASSES: FieldClasses = { field: styles.field, label: styles.label, input: styles.input, error: styles.fieldError };
