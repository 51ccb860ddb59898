import 'server-only';
import type { LatLng } from '../../ports/maps';

const EARTH_RADIUS_METERS = 6_371_008.8;

/** Great-circle distance in metres (haversine, mean Earth radius). */
export function haversineMeters(from: LatLng, to: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (to.Latitude - from.Latitude) * rad;
  const dLng = (to.Longitude - from.Longitude) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(from.Latitude * rad) * Math.cos(to.Latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * Roads are not straight: urban driving distance runs about 1.2–1.4 times the straight line in
 * Australian cities; 1.3 is the usual planning figure, slightly generous to the store's radius.
 */
export const ROAD_FACTOR = 1.3;

/** Average urban driving speed including lights and traffic, for a duration with no live data. */
export const AVERAGE_URBAN_SPEED_KMH = 30;

export const MINIMUM_DURATION_SECONDS = 60;

/** Straight line × road factor, at an average urban speed; never under 60 s (spec part 1 §9). */
export function estimateDrive(from: LatLng, to: LatLng): { distanceMeters: number; durationSeconds: number } {
  const distanceMeters = Math.round(haversineMeters(from, to) * ROAD_FACTOR);
  const durationSeconds = Math.max(MINIMUM_DURATION_SECONDS, Math.round((distanceMeters / 1000 / AVERAGE_URBAN_SPEED_KMH) * 3600));
  return { distanceMeters, durationSeconds };
}
