import { describe, expect, it } from 'vitest';
import type { Address } from '#contract';
import {
  addressIdFromPath,
  afterSaveTarget,
  defaultBody,
  draftFromAddress,
  emptyDraft,
  pickPlace,
  sortAddresses,
  toAddressBody,
  validateDraft,
} from './addresses';

function address(overrides: Partial<Address> = {}): Address {
  return {
    id: 5,
    name: 'Rahim',
    phone: '+8801712345678',
    division: { id: 3, name: 'Dhaka' },
    district: { id: 47, name: 'Dhaka' },
    upazila: { id: 500, name: 'Dhanmondi' },
    address_line: 'House 1, Road 2',
    type: 'home',
    is_default_delivery: false,
    is_default_billing: false,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

describe('validateDraft', () => {
  it('names every missing field', () => {
    expect(validateDraft(emptyDraft())).toEqual({
      name: 'required',
      phone: 'required',
      division_id: 'required',
      district_id: 'required',
      upazila_id: 'required',
      address_line: 'required',
    });
  });

  it('passes a complete address and flags a wrong phone and an overlong line', () => {
    const draft = draftFromAddress(address());
    expect(validateDraft(draft)).toEqual({});
    expect(validateDraft({ ...draft, phone: '12345', address_line: 'x'.repeat(301) })).toEqual({
      phone: 'phone',
      address_line: 'tooLong',
    });
  });
});

describe('pickPlace', () => {
  const draft = draftFromAddress(address());

  it('clears the district and upazila when the division changes', () => {
    expect(pickPlace(draft, 'division_id', 6)).toMatchObject({ division_id: 6, district_id: null, upazila_id: null });
  });

  it('clears only the upazila when the district changes', () => {
    expect(pickPlace(draft, 'district_id', 9)).toMatchObject({ division_id: 3, district_id: 9, upazila_id: null });
    expect(pickPlace(draft, 'upazila_id', 7)).toMatchObject({ district_id: 47, upazila_id: 7 });
  });
});

describe('toAddressBody', () => {
  it('trims text and sends ids', () => {
    const draft = { ...draftFromAddress(address()), name: '  Karim ', address_line: ' Road 9 ' };
    expect(toAddressBody(draft)).toMatchObject({ name: 'Karim', address_line: 'Road 9', upazila_id: 500 });
  });

  it('refuses an address without its places', () => {
    expect(() => toAddressBody(emptyDraft())).toThrow();
  });
});

describe('defaultBody', () => {
  it('sets the asked default and keeps the other one', () => {
    const billing = address({ is_default_billing: true });
    expect(defaultBody(billing, 'delivery')).toMatchObject({ is_default_delivery: true, is_default_billing: true });
    expect(defaultBody(address(), 'billing')).toMatchObject({ is_default_delivery: false, is_default_billing: true });
  });
});

describe('addressIdFromPath', () => {
  it('reads the id of an address page in both locales', () => {
    expect(addressIdFromPath('/user/addresses/12')).toBe(12);
    expect(addressIdFromPath('/bn/user/addresses/12/')).toBe(12);
  });

  it('is null for other paths and ids', () => {
    for (const path of ['/user/addresses', '/user/addresses/create', '/user/addresses/0', '/user/addresses/1x'])
      expect(addressIdFromPath(path), path).toBeNull();
  });
});

describe('afterSaveTarget', () => {
  it('goes to the address list of the page language', () => {
    expect(afterSaveTarget('en')).toBe('/user/addresses');
    expect(afterSaveTarget('bn', { uiType: 'page', redirect_to: 'checkout' })).toBe('/bn/user/addresses');
  });

  it('returns a dialog to /shop/{redirect_to} with the language prefix', () => {
    expect(afterSaveTarget('en', { uiType: 'modal', redirect_to: 'checkout', langUrl: '' })).toBe('/shop/checkout');
    expect(afterSaveTarget('en', { uiType: 'modal', redirect_to: '/checkout', langUrl: '/bn' })).toBe(
      '/bn/shop/checkout',
    );
  });

  it('ignores unsafe shop paths', () => {
    for (const redirect_to of ['//evil.com', 'https://evil.com', 'a?next=x', '../user', 'cart//x'])
      expect(afterSaveTarget('bn', { uiType: 'modal', redirect_to, langUrl: '/bn' }), redirect_to).toBe(
        '/bn/user/addresses',
      );
  });
});

describe('sortAddresses', () => {
  it('puts the default delivery address first, then the billing one, then the newest', () => {
    const list = [
      address({ id: 1, created_at: '2026-01-01T00:00:00Z' }),
      address({ id: 2, created_at: '2026-03-01T00:00:00Z' }),
      address({ id: 3, is_default_billing: true }),
      address({ id: 4, is_default_delivery: true }),
    ];
    expect(sortAddresses(list).map((a) => a.id)).toEqual([4, 3, 2, 1]);
  });
});
