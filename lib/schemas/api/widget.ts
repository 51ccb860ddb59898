import { z } from 'zod';
import { ZFrameOriginSchema } from '../entities/widget';

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

/** The snippet's order types, in its words or the spec's session values. */
const ORDER_TYPES = { delivery: 'MENU_DEL', pickup: 'MENU_TAK', dinein: 'MENU_DIN', MENU_DEL: 'MENU_DEL', MENU_TAK: 'MENU_TAK', MENU_DIN: 'MENU_DIN' } as const;

const text = (max: number) => z.string().trim().min(1).max(max);

/**
 * `GET /api/widget`: the query `/embed.js` builds from the snippet's data attributes. Exactly
 * one of `store` (id or slug) and `hq` (head office id).
 */
export const ZWidgetStartQuerySchema = z
  .strictObject({
    store: text(80).optional(),
    hq: text(40).optional(),
    orderType: z
      .enum(Object.keys(ORDER_TYPES) as [keyof typeof ORDER_TYPES, ...(keyof typeof ORDER_TYPES)[]])
      .optional()
      .transform((value) => (value ? ORDER_TYPES[value] : undefined)),
    table: text(20)
      .regex(/^[\w-]+$/)
      .optional(),
    /** the table link's security code */
    s: text(64)
      .regex(/^[\w-]+$/)
      .optional(),
    gift: flag,
    noScroll: flag,
    locale: z.enum(['en', 'zh-CN']).optional(),
    /** the host page's origin (embed.js sends location.origin) */
    host: ZFrameOriginSchema.optional(),
  })
  .refine((query) => (query.store === undefined) !== (query.hq === undefined), { path: ['store'], message: 'Give either store or hq' });
export type TWidgetStartQuery = z.infer<typeof ZWidgetStartQuerySchema>;
