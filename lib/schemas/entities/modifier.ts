import { z } from 'zod';
import { ZIdSchema, ZMoneySchema, ZTaxRateSchema } from './common';

/**
 * One option of an option group (spec: ID, Name, Price, MinQty default 1, MaxQty default 20,
 * DisplayOrder, LinkedProductID, TaxRate). The spec's "selection quantity, selected flag,
 * selectedSubmodifiers" are cart state, not stored, so they are not here.
 * ModifierGroups lists ids of sub-option groups in the menu's ModifierGroups ("nested
 * sub-options", e.g. choosing "Steak" opens "How would you like it cooked?").
 * Its Base schema is the plain object without the cross-field checks, for .pick/.partial/.omit
 * (Zod refuses those on refined objects).
 */
export const ZModifierBaseSchema = z.strictObject({
  ID: ZIdSchema,
  Name: z.string().trim().min(1),
  Price: ZMoneySchema,
  ModifierCode: z.string().optional(),
  MinQty: z.number().int().nonnegative().optional(),
  MaxQty: z.number().int().positive().optional(),
  DisplayOrder: z.number().int().optional(),
  LinkedProductID: ZIdSchema.optional(),
  TaxRate: ZTaxRateSchema.optional(),
  ModifierGroups: z.array(ZIdSchema).optional(),
});

export const ZModifierSchema = ZModifierBaseSchema.refine((m) => m.MinQty === undefined || m.MaxQty === undefined || m.MaxQty >= m.MinQty, {
  message: 'MaxQty must not be below MinQty',
  path: ['MaxQty'],
});
export type TModifier = z.infer<typeof ZModifierSchema>;

/** Defaults of the spec (part 2 §5): MinQty 1, MaxQty 20. */
export const MODIFIER_DEFAULTS = { MinQty: 1, MaxQty: 20 } as const;

/**
 * An option group (spec: Name, DisplayOrder, Modifiers, IsSingleSel, IsForceSel,
 * MinimumSelection, MaximumSelection, IncludeQuantity, AutoSelectMinVariants).
 * Single-select counts as minimum 1; forced selection without a minimum counts as 1;
 * IncludeQuantity lets a customer pick an option several times (up to MaxQty), and
 * MaximumSelection then caps the total quantity.
 * Its Base schema is the plain object without the cross-field checks, for .pick/.partial/.omit
 * (Zod refuses those on refined objects).
 */
export const ZModifierGroupBaseSchema = z.strictObject({
  ID: ZIdSchema,
  Name: z.string().trim().min(1),
  DisplayOrder: z.number().int().optional(),
  Modifiers: z.array(ZModifierSchema).min(1, 'An option group needs at least one option'),
  IsSingleSel: z.boolean().optional(),
  IsForceSel: z.boolean().optional(),
  MinimumSelection: z.number().int().nonnegative().optional(),
  MaximumSelection: z.number().int().positive().optional(),
  IncludeQuantity: z.boolean().optional(),
  /** Pre-select the first MinimumSelection options when the dialog opens. */
  AutoSelectMinVariants: z.boolean().optional(),
});

export const ZModifierGroupSchema = ZModifierGroupBaseSchema.superRefine((g, ctx) => {
  if (g.MinimumSelection !== undefined && g.MaximumSelection !== undefined && g.MaximumSelection < g.MinimumSelection) {
    ctx.addIssue({ code: 'custom', path: ['MaximumSelection'], message: 'MaximumSelection must not be below MinimumSelection' });
  }
  const ids = new Set<string>();
  g.Modifiers.forEach((m, i) => {
    if (ids.has(m.ID)) ctx.addIssue({ code: 'custom', path: ['Modifiers', i, 'ID'], message: `Duplicate option id ${m.ID}` });
    ids.add(m.ID);
  });
});
export type TModifierGroup = z.infer<typeof ZModifierGroupSchema>;
