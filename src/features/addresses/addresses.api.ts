import type { Address, AddressBody, GeoPlace, GeoPlaceWithChildren, IdBody, UpdateAddressBody } from '#contract';
import { apiGet, apiPost } from '@/lib/api/api-client';

/** The signed-in user's addresses (needs a verified phone). */
export function fetchAddresses(signal?: AbortSignal): Promise<Address[]> {
  return apiGet<Address[]>('/user/addresses', undefined, signal);
}

/** One of the user's addresses; another user's id answers 404. */
export function fetchAddress(id: number, signal?: AbortSignal): Promise<Address> {
  return apiGet<Address>(`/user/address/${id}`, undefined, signal);
}

export function createAddress(body: AddressBody): Promise<Address> {
  return apiPost<Address>('/user/create_address', body);
}

export function updateAddress(id: number, body: AddressBody): Promise<Address> {
  return apiPost<Address>('/user/update_address', { id, ...body } satisfies UpdateAddressBody);
}

export function deleteAddress(id: number): Promise<unknown> {
  return apiPost('/user/delete_address', { id } satisfies IdBody);
}

/** The eight divisions, named in the page's language (Accept-Language). */
export function fetchDivisions(signal?: AbortSignal): Promise<GeoPlace[]> {
  return apiGet<GeoPlace[]>('/division', undefined, signal);
}

/** A division's districts. */
export async function fetchDistricts(divisionId: number, signal?: AbortSignal): Promise<GeoPlace[]> {
  return (await apiGet<GeoPlaceWithChildren>(`/division/${divisionId}`, undefined, signal)).children;
}

/** A district's upazilas and city thanas. */
export async function fetchUpazilas(districtId: number, signal?: AbortSignal): Promise<GeoPlace[]> {
  return (await apiGet<GeoPlaceWithChildren>(`/district/${districtId}`, undefined, signal)).children;
}
