import { useEffect, useState } from 'react';
import type { GeoPlace } from '#contract';
import Field, { controlClass } from '@/components/ui/Field';
import type { PlaceIds } from './addresses';
import { fetchDistricts, fetchDivisions, fetchUpazilas } from './addresses.api';

type PlaceField = keyof PlaceIds;

interface Props {
  draft: PlaceIds;
  labels: Record<PlaceField, string>;
  choose: string;
  errors: Record<string, string>;
  onPick: (field: PlaceField, id: number | null) => void;
  onLoadError: () => void;
}

/** The places below `parentId` (none until a parent is chosen), named in the page's language by the API. */
function usePlaces(
  load: (id: number, signal: AbortSignal) => Promise<GeoPlace[]>,
  parentId: number | null,
  onError: () => void,
) {
  const [places, setPlaces] = useState<GeoPlace[]>([]);
  useEffect(() => {
    setPlaces([]);
    if (parentId === null) return;
    const controller = new AbortController();
    load(parentId, controller.signal)
      .then(setPlaces)
      .catch(() => {
        if (!controller.signal.aborted) onError();
      });
    return () => controller.abort();
  }, [load, parentId, onError]);
  return places;
}

const loadDivisions = (_: number, signal: AbortSignal) => fetchDivisions(signal);

/** Division → district → upazila/thana: each list loads when its parent is chosen. */
export default function PlaceSelects({ draft, labels, choose, errors, onPick, onLoadError }: Props) {
  const levels: [PlaceField, GeoPlace[]][] = [
    ['division_id', usePlaces(loadDivisions, 0, onLoadError)],
    ['district_id', usePlaces(fetchDistricts, draft.division_id, onLoadError)],
    ['upazila_id', usePlaces(fetchUpazilas, draft.district_id, onLoadError)],
  ];
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {levels.map(([field, places]) => (
        <Field key={field} id={field} label={labels[field]} error={errors[field]}>
          {(describedBy) => (
            <select
              id={field}
              name={field}
              className={controlClass}
              value={draft[field] ?? ''}
              disabled={places.length === 0}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={describedBy}
              onChange={(event) => onPick(field, event.target.value ? Number(event.target.value) : null)}
            >
              <option value="">{choose}</option>
              {places.map((place) => (
                <option key={place.id} value={place.id}>
                  {place.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      ))}
    </div>
  );
}
