import type { GeoPlace, GeoPlaceWithChildren, Locale } from '#contract';
import { notFound } from '../../plugins/http-errors';
import { allDivisions, childrenOf, findPlace, localizePlace, localizeSorted } from './geo-data';

export function listDivisions(locale: Locale): GeoPlace[] {
  return localizeSorted(allDivisions(), locale);
}

/** A division with its districts, or a district with its upazilas and city thanas, sorted by name. */
export function placeWithChildren(level: 'division' | 'district', id: number, locale: Locale): GeoPlaceWithChildren {
  const place = findPlace(level, id);
  if (!place) throw notFound(level === 'division' ? 'geo.divisionNotFound' : 'geo.districtNotFound', { id });
  return { ...localizePlace(place, locale), children: localizeSorted(childrenOf(level, id), locale) };
}
