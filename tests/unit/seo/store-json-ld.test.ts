import { buildDemoData } from '@/lib/seed';
import { serializeJsonLd, storeJsonLd } from '@/lib/seo/store-json-ld';

const store = buildDemoData().stores.find((s) => s.ID === '1001')!;
const url = 'https://order.example.com/store/harbour-sydney';

describe('store structured data (schema.org Restaurant)', () => {
  it('names the restaurant, its address, phone and hours, and points to this page as its menu', () => {
    const data = storeJsonLd(store, url);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      '@id': url,
      name: 'Harbour & Co. Circular Quay',
      url,
      hasMenu: url,
      address: { '@type': 'PostalAddress', streetAddress: '1 Alfred Street', addressLocality: 'Sydney', addressRegion: 'NSW', postalCode: '2000' },
    });
    expect(data.openingHoursSpecification).toHaveLength(store.OperatingHours.length);
    expect(data.openingHoursSpecification).toContainEqual(expect.objectContaining({ '@type': 'OpeningHoursSpecification', dayOfWeek: 'Monday' }));
  });

  it('stays small: the menu items are in the page, not repeated here', () => {
    expect(serializeJsonLd(storeJsonLd(store, url)).length).toBeLessThan(3000);
  });

  it('cannot close its script tag', () => {
    expect(serializeJsonLd({ name: '</script><script>alert(1)</script>' })).not.toContain('<');
  });
});
