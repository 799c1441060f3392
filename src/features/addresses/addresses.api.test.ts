import { beforeEach, describe, expect, it, vi } from 'vitest';

const apiGet = vi.fn();
const apiPost = vi.fn();
vi.mock('@/lib/api/api-client', () => ({ apiGet, apiPost }));

const api = await import('./addresses.api');

const body = {
  name: 'Rahim',
  phone: '01712345678',
  division_id: 3,
  district_id: 47,
  upazila_id: 500,
  address_line: 'Road 2',
  type: 'home' as const,
};

beforeEach(() => {
  apiGet.mockReset();
  apiPost.mockReset();
});

describe('addresses.api', () => {
  it('reads the list and one address from the user paths', async () => {
    apiGet.mockResolvedValue([]);
    await api.fetchAddresses();
    await api.fetchAddress(12);
    expect(apiGet.mock.calls.map(([path]) => path)).toEqual(['/user/addresses', '/user/address/12']);
  });

  it('creates, updates with the id in the body, and deletes by id', async () => {
    apiPost.mockResolvedValue({});
    await api.createAddress(body);
    await api.updateAddress(9, body);
    await api.deleteAddress(9);
    expect(apiPost.mock.calls).toEqual([
      ['/user/create_address', body],
      ['/user/update_address', { id: 9, ...body }],
      ['/user/delete_address', { id: 9 }],
    ]);
  });

  it('reads divisions, then the children of a division and of a district', async () => {
    apiGet.mockResolvedValueOnce([{ id: 3, name: 'ঢাকা' }]);
    apiGet.mockResolvedValueOnce({ id: 3, name: 'ঢাকা', children: [{ id: 47, name: 'ঢাকা' }] });
    apiGet.mockResolvedValueOnce({ id: 47, name: 'ঢাকা', children: [{ id: 500, name: 'ধানমন্ডি' }] });
    expect(await api.fetchDivisions()).toEqual([{ id: 3, name: 'ঢাকা' }]);
    expect(await api.fetchDistricts(3)).toEqual([{ id: 47, name: 'ঢাকা' }]);
    expect(await api.fetchUpazilas(47)).toEqual([{ id: 500, name: 'ধানমন্ডি' }]);
    expect(apiGet.mock.calls.map(([path]) => path)).toEqual(['/division', '/division/3', '/district/47']);
  });
});
