import { ROUTE } from '@wayfare/common';

export interface LatLon {
  lat: number;
  lon: number;
}

const EARTH_RADIUS_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in km (haversine). */
export function greatCircleKm(a: LatLon, b: LatLon): number {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The offline route estimate (docs/product/search-and-availability.md#route-estimate): roads are on average
 * `ROUTE.roadFactor` longer than the great circle, driven at `ROUTE.averageSpeedKmh`. Distance in whole km, time in
 * hours with one decimal.
 */
export function estimateRoute(from: LatLon, to: LatLon): { distance: number; time: number } {
  const distance = Math.round(greatCircleKm(from, to) * ROUTE.roadFactor);
  const time = Math.round((distance / ROUTE.averageSpeedKmh) * 10) / 10;
  return { distance, time };
}
