import type { GeoPlace, GeoPlaceWithChildren, Locale } from '#contract';
import { notFound } from '../../plugins/http-errors';
import { allDivisions, childrenOf, findPlace, type GeoLevel, localizePlace, localizeSorted } from './geo-data';

export type { GeoLevel };

export function listDivisions(locale: Locale): GeoPlace[] {
  return localizeSorted(allDivisions(), locale);
}

/** A division with its districts, or a district with its upazilas and city thanas, sorted by name. */
export function placeWithChildren(level: 'division' | 'district', id: number, locale: Locale): GeoPlaceWithChildren {
  const place = findPlace(level, id);
  if (!place) throw notFound(level === 'division' ? 'geo.divisionNotFound' : 'geo.districtNotFound', { id });
  return { ...localizePlace(place, locale), children: localizeSorted(childrenOf(level, id), locale) };
}

/** Whether `id` is a place of `level` and, when `parentId` is given, one inside that division or district. */
export function isPlace(level: GeoLevel, id: number, parentId?: number): boolean {
  const place = findPlace(level, id);
  return place !== undefined && (parentId === undefined || place.parentId === parentId);
}

/** The place of `level` with `id` in the language, or undefined when the data has none. */
export function localizedPlace(level: GeoLevel, id: number, locale: Locale): GeoPlace | undefined {
  const place = findPlace(level, id);
  return place && localizePlace(place, locale);
}
