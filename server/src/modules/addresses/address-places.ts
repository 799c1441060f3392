import type { GeoPlace, Locale } from '#contract';
import type { FieldMessage } from '../../plugins/http-errors';
import { type GeoLevel, isPlace, localizedPlace } from '../geo/geo.service';

interface PlaceIds {
  division_id: number;
  district_id: number;
  upazila_id: number;
}

/** Field errors when the district is not in the division or the upazila/thana not in the district. */
export function placeErrors({ division_id, district_id, upazila_id }: PlaceIds): Record<string, FieldMessage[]> {
  const errors: Record<string, FieldMessage[]> = {};
  if (!isPlace('division', division_id)) errors.division_id = [{ key: 'addresses.unknownDivision' }];
  if (!isPlace('district', district_id, division_id)) {
    errors.district_id = [{ key: 'addresses.districtNotInDivision' }];
  }
  if (!isPlace('upazila', upazila_id, district_id)) {
    errors.upazila_id = [{ key: 'addresses.upazilaNotInDistrict' }];
  }
  return errors;
}

function place(level: GeoLevel, id: number, locale: Locale): GeoPlace {
  // Stored ids were checked on write; one removed from the data since still answers, without a name.
  return localizedPlace(level, id, locale) ?? { id, name: '' };
}

export function addressPlaces(ids: { divisionId: number; districtId: number; upazilaId: number }, locale: Locale) {
  return {
    division: place('division', ids.divisionId, locale),
    district: place('district', ids.districtId, locale),
    upazila: place('upazila', ids.upazilaId, locale),
  };
}
