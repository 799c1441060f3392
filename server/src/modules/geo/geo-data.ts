/**
 * Bangladesh's divisions, districts and upazilas (nuhil/bangladesh-geocode, MIT, see data/LICENSE) plus the
 * Dhaka and Chattogram city thanas (ours), held in memory: the data is small and changes with a release.
 */
import type { GeoPlace, Locale } from '#contract';
import cityThanas from './data/city-thanas.json' with { type: 'json' };
import districts from './data/districts.json' with { type: 'json' };
import divisions from './data/divisions.json' with { type: 'json' };
import upazilas from './data/upazilas.json' with { type: 'json' };

export interface GeoRecord {
  id: number;
  /** The division of a district, the district of an upazila or thana; null for a division. */
  parentId: number | null;
  name_en: string;
  name_bn: string;
}

export type GeoLevel = 'division' | 'district' | 'upazila';

function index(records: GeoRecord[]): Map<number, GeoRecord> {
  return new Map(records.map((record) => [record.id, record]));
}

const places: Record<GeoLevel, Map<number, GeoRecord>> = {
  division: index(divisions.map((d) => ({ ...d, parentId: null }))),
  district: index(districts.map(({ division_id, ...d }) => ({ ...d, parentId: division_id }))),
  // Upazilas and city thanas are one level: an address names one of them (thana ids start at 10001).
  upazila: index([...upazilas, ...cityThanas].map(({ district_id, ...u }) => ({ ...u, parentId: district_id }))),
};

const CHILD_LEVEL = { division: 'district', district: 'upazila' } as const;

export function findPlace(level: GeoLevel, id: number): GeoRecord | undefined {
  return places[level].get(id);
}

export function localizePlace(record: GeoRecord, locale: Locale): GeoPlace {
  return { id: record.id, name: locale === 'bn' ? record.name_bn : record.name_en };
}

const collators: Record<Locale, Intl.Collator> = { en: new Intl.Collator('en'), bn: new Intl.Collator('bn') };

/** Places localized and sorted by name in the language (Bengali alphabetical order for bn). */
export function localizeSorted(records: Iterable<GeoRecord>, locale: Locale): GeoPlace[] {
  return [...records]
    .map((record) => localizePlace(record, locale))
    .sort((a, b) => collators[locale].compare(a.name, b.name));
}

export function allDivisions(): Iterable<GeoRecord> {
  return places.division.values();
}

/** The districts of a division, or the upazilas and thanas of a district. */
export function childrenOf(level: keyof typeof CHILD_LEVEL, parentId: number): GeoRecord[] {
  return [...places[CHILD_LEVEL[level]].values()].filter((record) => record.parentId === parentId);
}
