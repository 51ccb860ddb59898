import { z } from 'zod';
import { M } from './messages';
import { phoneField } from './phone';
import { requiredText, ZOptionalEmailSchema } from './primitives';
import { cachedByOptions } from './schema-cache';

/** Deliver to room: room number required. */
export const ZRoomSchema = z.object({ RoomNumber: requiredText(M.roomNumberRequired) });
export type TRoom = z.infer<typeof ZRoomSchema>;

/** A table number typed or scanned (numbers from a QR query are accepted). */
const tableNumber = z.union([z.string(), z.number()], { error: M.tableNumberRequired }).transform(String).pipe(requiredText(M.tableNumberRequired));

export interface DineInOptions {
  /** The table came from a scanned code: the last name is not required. */
  tableFromScan?: boolean;
  /** DineInSMSconfirmation: the phone is required. */
  requirePhone?: boolean;
  country?: string | null;
}

/**
 * Dine in (part 2 §5): table number required; first name required; last name required unless
 * the table came from a scan; phone required when dine-in SMS confirmation is on.
 */
function buildDineInSchema(options: DineInOptions) {
  return z.object({
    TableNumber: tableNumber,
    SecurityCode: z.string().trim().optional(),
    FirstName: requiredText(M.firstNameRequired),
    LastName: options.tableFromScan ? z.string().trim().optional() : requiredText(M.lastNameRequired),
    PhoneNumber: options.requirePhone ? phoneField({ country: options.country }) : z.string().trim().optional(),
    Email: ZOptionalEmailSchema,
    /** The store's custom dine-in field (label from the store's DineInField). */
    DineInField: z.string().trim().max(300, M.notesMax).optional(),
  });
}
export const createDineInSchema = cachedByOptions(
  (options: DineInOptions = {}) => buildDineInSchema(options),
  (options = {}) => JSON.stringify(options),
);
export type TDineIn = z.infer<ReturnType<typeof createDineInSchema>>;
