import type { TStore } from '@/lib/schemas/entities';
import type { CategoryView } from '@/lib/server/use-cases/build-menu-view';

const SCHEMA_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

function currencyOf(store: TStore): string {
  return store.CurrencyLocaleName?.toLowerCase() === 'id-id' ? 'IDR' : 'AUD';
}

/** schema.org Restaurant with its Menu, for search engines (https://schema.org/Restaurant). */
export function storeJsonLd(store: TStore, categories: CategoryView[], url: string): Record<string, unknown> {
  const currency = currencyOf(store);
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    '@id': url,
    name: store.Name,
    description: store.StoreTitle,
    url,
    image: store.ProfileImage ? new URL(store.ProfileImage, url).toString() : undefined,
    logo: store.Logo ? new URL(store.Logo, url).toString() : undefined,
    telephone: store.OfficePhone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: store.Location.Address,
      addressLocality: store.Location.Suburb,
      addressRegion: store.Location.State,
      postalCode: store.Location.Postcode,
      addressCountry: store.Location.Country,
    },
    geo: store.Location.Latitude !== undefined && store.Location.Longitude !== undefined ? { '@type': 'GeoCoordinates', latitude: store.Location.Latitude, longitude: store.Location.Longitude } : undefined,
    openingHoursSpecification: store.OperatingHours.map((hours) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: SCHEMA_DAYS[hours.DayOfWeek],
      opens: hours.OpeningTime,
      closes: hours.ClosingTime,
    })),
    acceptsReservations: false,
    hasMenu: {
      '@type': 'Menu',
      hasMenuSection: categories.map((category) => ({
        '@type': 'MenuSection',
        name: category.name,
        description: category.description,
        hasMenuItem: category.products.map((product) => ({
          '@type': 'MenuItem',
          name: product.name,
          description: product.description,
          offers: { '@type': 'Offer', price: product.price.toFixed(currency === 'IDR' ? 0 : 2), priceCurrency: currency, availability: product.status === 3 ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock' },
        })),
      })),
    },
  };
}

/** JSON for a <script type="application/ld+json">: '<' escaped so no text can close the tag. */
export function serializeJsonLd(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
