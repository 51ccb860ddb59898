import { z } from 'zod';
import { M } from './messages';
import { mustBeTrue } from './primitives';
import { cachedByOptions } from './schema-cache';

/** Order notes: at most 300 characters. */
export const ZOrderNoteSchema = z.string().max(300, M.notesMax);
/** Item notes: at most 300 characters. */
export const ZItemNoteSchema = z.string().max(300, M.itemNoteMax);

export const ZNotesSchema = z.object({ OrderNote: ZOrderNoteSchema.optional() });
export type TNotes = z.infer<typeof ZNotesSchema>;

/** The terms checkbox: required only for head-office brands with the terms flag (IsSushiHub). */
export const createTermsSchema = cachedByOptions(
  (options: { required: boolean }) => z.object({ acceptTerms: options.required ? mustBeTrue(M.termsRequired) : z.boolean().optional() }),
  (options) => String(options.required),
);
export type TTerms = z.infer<ReturnType<typeof createTermsSchema>>;

/** Delivery and pickup time are required (their still-valid check is InvalidDeliveryTime). */
export function createOrderTimeSchema(kind: 'delivery' | 'pickup') {
  const key = kind === 'delivery' ? M.deliveryTimeRequired : M.pickupTimeRequired;
  return z.object({ scheduledTime: z.string({ error: key }).trim().min(1, key) });
}
