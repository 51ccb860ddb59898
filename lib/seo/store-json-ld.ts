import type { TStore } from '@/lib/schemas/entities';

const SCHEMA_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** schema.org Restaurant, for search engines (https://schema.org/Restaurant); its menu is the page itself. */
export function storeJsonLd(store: TStore, url: string): Record<string, unknown> {
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
    geo:
      store.Location.Latitude !== undefined && store.Location.Longitude !== undefined
        ? { '@type': 'GeoCoordinates', latitude: store.Location.Latitude, longitude: store.Location.Longitude }
        : undefined,
    openingHoursSpecification: store.OperatingHours.map((hours) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: SCHEMA_DAYS[hours.DayOfWeek],
      opens: hours.OpeningTime,
      closes: hours.ClosingTime,
    })),
    acceptsReservations: false,
    // The menu is this page: its items are in the server-rendered HTML for crawlers. Listing every
    // item here too would put the whole menu in the page twice more (JSON-LD, and React's payload).
    hasMenu: url,
  };
}

/** JSON for a <script type="application/ld+json">: '<' escaped so no text can close the tag. */
export function serializeJsonLd(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
