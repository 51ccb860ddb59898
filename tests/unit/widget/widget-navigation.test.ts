import { allowedFrameOrigins, isOrigin } from '@/lib/domain/widget/frame-origins';
import { widgetRedirect, type TWidgetRoute } from '@/lib/domain/widget/widget-navigation';
import { ZOOConfigSchema, ZStoreBaseSchema, ZWidgetAllowedOriginsSchema } from '@/lib/schemas/entities';
import { ZWidgetStartQuerySchema } from '@/lib/schemas/api/widget';

const store: TWidgetRoute = { storeId: '1001', slug: 'harbour-sydney', isHQ: false, isGift: false, storeSelectionAtCheckout: false, start: '/store/harbour-sydney' };

describe('widget navigation rules (part 1 §2)', () => {
  it('a store configuration sends the main page to its store and turns any other store into it', () => {
    expect(widgetRedirect(store, '/')).toBe('/store/harbour-sydney');
    expect(widgetRedirect(store, '/store/harbour-brisbane')).toBe('/store/harbour-sydney');
    expect(widgetRedirect(store, '/store/1002/checkout')).toBe('/store/harbour-sydney/checkout');
    expect(widgetRedirect(store, '/s/harbour-perth')).toBe('/store/harbour-sydney');
    expect(widgetRedirect(store, '/signup/1004')).toBe('/signup/1001');
  });

  it('leaves the configured store (by id or slug) and pages of no store alone', () => {
    expect(widgetRedirect(store, '/store/harbour-sydney/checkout')).toBeNull();
    expect(widgetRedirect(store, '/store/1001')).toBeNull();
    expect(widgetRedirect(store, '/store/Harbour-Sydney')).toBeNull();
    expect(widgetRedirect(store, '/sandbox/3ds/sbx_1')).toBeNull();
    expect(widgetRedirect(store, '/store/%E0%A4%A')).toBeNull();
  });

  it('a gift configuration sends the main page to the gift store', () => {
    expect(widgetRedirect({ ...store, isGift: true, start: '/store/harbour-sydney/giftcards' }, '/')).toBe('/store/harbour-sydney/giftcards');
  });

  it('a head office configuration reloads its start on the main page unless store selection at checkout is on, and forces no store', () => {
    const hq = { ...store, isHQ: true };
    expect(widgetRedirect(hq, '/')).toBe('/store/harbour-sydney');
    expect(widgetRedirect({ ...hq, storeSelectionAtCheckout: true }, '/')).toBeNull();
    expect(widgetRedirect(hq, '/store/harbour-brisbane')).toBeNull();
  });
});

describe('allowed frame origins', () => {
  it('accepts exactly an http(s) origin', () => {
    expect(isOrigin('https://www.example.com')).toBe(true);
    expect(isOrigin('http://127.0.0.1:3341')).toBe(true);
    for (const bad of [
      'https://www.example.com/',
      'https://example.com/menu',
      'ftp://example.com',
      '*',
      'https://*.example.com',
      'HTTPS://EXAMPLE.COM',
      "https://a.com 'unsafe-inline'",
      'https://a.com;script-src *',
    ])
      expect(isOrigin(bad)).toBe(false);
  });

  it('joins the store’s and its head office’s lists, once each', () => {
    expect(allowedFrameOrigins({ WidgetAllowedOrigins: ['https://a.example', 'https://b.example'] }, { WidgetAllowedOrigins: ['https://b.example', 'https://c.example'] })).toEqual(
      ['https://a.example', 'https://b.example', 'https://c.example'],
    );
    expect(allowedFrameOrigins(null, null)).toEqual([]);
  });

  it('is validated by the store schema, as the import reads it', () => {
    expect(ZWidgetAllowedOriginsSchema.safeParse(['https://www.example.com']).success).toBe(true);
    const refused = ZStoreBaseSchema.shape.WidgetAllowedOrigins.safeParse(['https://www.example.com/page']);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0].message).toMatch(/^Must be an origin such as https:\/\/www\.example\.com/);
  });
});

describe('the widget start query and its configuration', () => {
  it('takes either a store or a head office, with the snippet’s options', () => {
    expect(ZWidgetStartQuerySchema.parse({ store: '1001', orderType: 'pickup', noScroll: 'true', host: 'https://a.example' })).toMatchObject({
      store: '1001',
      orderType: 'MENU_TAK',
      noScroll: true,
      gift: false,
    });
    expect(ZWidgetStartQuerySchema.safeParse({ store: '1001', hq: '1000' }).success).toBe(false);
    expect(ZWidgetStartQuerySchema.safeParse({}).success).toBe(false);
    expect(ZWidgetStartQuerySchema.safeParse({ store: '1001', host: 'https://a.example/x' }).success).toBe(false);
    expect(ZWidgetStartQuerySchema.safeParse({ store: '1001', table: '12"><script>' }).success).toBe(false);
  });

  it('keeps a start path of this site only', () => {
    const config = { StoreID: '1001', Slug: 'harbour-sydney', IsHQ: false, IsGift: false, NoScroll: false, StoreSelectionAtCheckout: false, Start: '/store/harbour-sydney' };
    expect(ZOOConfigSchema.safeParse(config).success).toBe(true);
    expect(ZOOConfigSchema.safeParse({ ...config, Start: '//evil.example/' }).success).toBe(false);
    expect(ZOOConfigSchema.safeParse({ ...config, Start: 'https://evil.example/' }).success).toBe(false);
  });
});
