import { z } from 'zod';

/** A table's security code: random letters and digits, long enough that nobody guesses one (12 characters are 71 bits and more). */
export const ZTableSecurityCodeSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{12,64}$/, 'SecurityCode: 12 to 64 letters, digits, - or _ (make it random: it is what lets a phone order at the table)');

/**
 * A table of a dine-in store (spec part 1 §2: a table link `?table={Name}&s={SecurityCode}` is
 * its QR code; the order carries Tables Name and SecurityCode). A dine-in order must name one of
 * the store's tables with its code; the codes stay on the server (never in a page or an answer).
 */
export const ZStoreTableSchema = z.strictObject({
  /** what the link's `table` says and the order and the board show: '12', 'A3', 'Patio 2' */
  Name: z
    .string()
    .trim()
    .min(1)
    .max(20)
    .refine((name) => name !== '0', 'Table 0 is the digital display, which takes no order'),
  SecurityCode: ZTableSecurityCodeSchema,
});
export type TStoreTable = z.infer<typeof ZStoreTableSchema>;

/** The store's tables, each name once. */
export const ZStoreTablesSchema = z.array(ZStoreTableSchema).superRefine((tables, ctx) => {
  const seen = new Set<string>();
  tables.forEach((table, index) => {
    if (seen.has(table.Name)) ctx.addIssue({ code: 'custom', path: [index, 'Name'], message: `Table ${table.Name} is listed twice` });
    seen.add(table.Name);
  });
});
