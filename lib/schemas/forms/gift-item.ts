import { z } from 'zod';
import { M } from './messages';
import { emailField } from './primitives';

/** Gift card add-to-cart form: recipient email required and valid, quantity at least 1. */
export const ZGiftItemSchema = z.object({
  From: z.string().trim().max(100).optional(),
  To: z.string().trim().max(100).optional(),
  Email: emailField(M.recipientEmailRequired),
  Message: z.string().trim().max(300, M.notesMax).optional(),
  quantity: z.number({ error: M.quantityMin }).int(M.quantityMin).min(1, M.quantityMin),
});
export type TGiftItem = z.infer<typeof ZGiftItemSchema>;
