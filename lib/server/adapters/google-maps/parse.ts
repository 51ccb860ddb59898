import 'server-only';
import type { AddressComponent, GeocodeResult, PlaceAutocompleteResult } from '@googlemaps/google-maps-services-js';
import { toAuStateCode } from '@/lib/domain/delivery/au-states';
import type { AddressSuggestion, GeocodedAddress } from '../../ports/maps';

/** "Sydney NSW, Australia" → { CityTown: 'Sydney', State: 'NSW' }; "NSW, Australia" → { State: 'NSW' }. */
function placeOf(secondary: string): { CityTown?: string; State?: string } {
  const [first = ''] = secondary.split(',').map((part) => part.trim());
  const words = first.split(/\s+/).filter(Boolean);
  const state = toAuStateCode(words[words.length - 1]);
  if (!state) return first ? { CityTown: first } : {};
  const city = words.slice(0, -1).join(' ');
  return city ? { CityTown: city, State: state } : { State: state };
}

/** A Places Autocomplete prediction as a suggestion. Google gives no postcode here; geocode adds it. */
export function suggestionOf(prediction: PlaceAutocompleteResult): AddressSuggestion {
  const main = prediction.structured_formatting?.main_text ?? prediction.description;
  const secondary = prediction.structured_formatting?.secondary_text ?? '';
  const place = placeOf(secondary);
  const isPlace = prediction.types?.some((type) => type === 'locality' || type === 'sublocality' || type === 'postal_code');
  const suggestion: AddressSuggestion = { description: prediction.description, placeId: prediction.place_id, Country: 'AU' };
  if (isPlace) {
    suggestion.CityTown = main;
    if (place.State) suggestion.State = place.State;
  } else {
    suggestion.StreetAddress = main;
    if (place.CityTown) suggestion.CityTown = place.CityTown;
    if (place.State) suggestion.State = place.State;
  }
  return suggestion;
}

function component(components: AddressComponent[], type: string): AddressComponent | undefined {
  return components.find((c) => (c.types as string[]).includes(type));
}

/** A geocoding result as a normalised address; null outside Australia. Missing parts are ''. */
export function geocodedOf(result: GeocodeResult): GeocodedAddress | null {
  const parts = result.address_components ?? [];
  if (component(parts, 'country')?.short_name !== 'AU') return null;
  const number = component(parts, 'street_number')?.long_name;
  const route = component(parts, 'route')?.short_name;
  const street = [number, route].filter(Boolean).join(' ');
  const city = component(parts, 'locality') ?? component(parts, 'sublocality') ?? component(parts, 'postal_town') ?? component(parts, 'administrative_area_level_2');
  const address: GeocodedAddress = {
    Latitude: result.geometry.location.lat,
    Longitude: result.geometry.location.lng,
    formattedAddress: result.formatted_address.replace(/,\s*Australia$/, ''),
    CityTown: city?.long_name ?? '',
    State: toAuStateCode(component(parts, 'administrative_area_level_1')?.short_name) ?? '',
    PostalCode: component(parts, 'postal_code')?.long_name ?? '',
    Country: 'AU',
  };
  if (route) address.StreetAddress = street;
  return address;
}
