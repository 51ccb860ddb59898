import { z } from 'zod';
import { isOrigin } from '../../domain/widget/frame-origins';

/**
 * One site allowed to frame the storefront (CSP frame-ancestors): an origin only, scheme and
 * host (and port), as a browser writes it: `https://www.example.com`, no path, no trailing slash.
 */
export const ZFrameOriginSchema = z.string().refine(isOrigin, 'Must be an origin such as https://www.example.com (http or https, host and optional port, no path)');

/** The sites a store (or its head office) lets embed its storefront widget; absent or empty: none. */
export const ZWidgetAllowedOriginsSchema = z.array(ZFrameOriginSchema).max(20, 'At most 20 origins');

export const WIDGET_ORDER_TYPES = ['MENU_DEL', 'MENU_TAK', 'MENU_DIN'] as const;

/**
 * The widget's order configuration (the spec's OOConfig): made by `/api/widget` from the
 * snippet's options, kept in session storage (with its NoScroll flag) and mirrored in a session
 * cookie of the same name that `proxy.ts` reads to apply the widget's navigation rules.
 */
export const ZOOConfigSchema = z.strictObject({
  StoreID: z.string().regex(/^\d{1,12}$/),
  Slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  /** The configuration names a head office (`data-hq`): no store is forced. */
  IsHQ: z.boolean(),
  /** The gift-card variant: the main page goes to the gift store. */
  IsGift: z.boolean(),
  /** The host page does not scroll to the widget on navigation. */
  NoScroll: z.boolean(),
  /** StoreSelectionAtCheckout of the store or its head office, read when the widget started. */
  StoreSelectionAtCheckout: z.boolean(),
  /** Where the widget started (a path of this site without the locale): its "origin". */
  Start: z
    .string()
    .regex(/^\/(?!\/)[^\s\\]*$/)
    .max(300),
  /** The host page's origin, to which the frame posts its height (only a listed origin is kept). */
  Host: ZFrameOriginSchema.optional(),
  OrderType: z.enum(WIDGET_ORDER_TYPES).optional(),
});
export type TOOConfig = z.infer<typeof ZOOConfigSchema>;
