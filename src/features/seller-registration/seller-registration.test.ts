import { describe, expect, it } from 'vitest';
import type { User } from '#contract';
import { ApiError } from '@/lib/api/api-client';
import {
  afterRegistrationTarget,
  emptySellerDraft,
  failureMessage,
  nidDigits,
  payoutAccount,
  payoutInputProps,
  type SellerDraft,
  shopStatusView,
  toggleCategory,
  toRegistrationBody,
  validateSellerDraft,
} from './seller-registration';

const PHONE = '01712345678';

const filled = (change: Partial<SellerDraft> = {}): SellerDraft => ({
  ...emptySellerDraft(),
  shop_name: 'Nakshi Ghar',
  name: 'Rahima Khatun',
  phone: PHONE,
  otp: '123456',
  email: 'rahima@example.com',
  password: 'secret-pass',
  nid: '1234567890',
  division_id: 3,
  district_id: 26,
  upazila_id: 210,
  address_line: 'House 4, Road 2, Mirpur 10',
  payout_type: 'bkash',
  payout_account: '01812345678',
  ...change,
});

describe('nidDigits', () => {
  it.each([
    ['1234567890', '1234567890'],
    ['1234567890123', '1234567890123'],
    ['12345678901234567', '12345678901234567'],
    ['১২৩৪৫৬৭৮৯০', '1234567890'],
    [' 1234 567-890 ', '1234567890'],
  ])('reads %j as %s', (input, digits) => expect(nidDigits(input)).toBe(digits));

  it.each(['123456789', '12345678901', '123456789012345678', '12345abcde', ''])('refuses %j', (input) =>
    expect(nidDigits(input)).toBeNull(),
  );
});

describe('payoutAccount', () => {
  it('writes a wallet number in its national form, whatever form it was typed in', () => {
    expect(payoutAccount('bkash', '+880 1812-345678')).toBe('01812345678');
    expect(payoutAccount('nagad', '০১৮১২৩৪৫৬৭৮')).toBe('01812345678');
  });

  it('refuses a wallet number that is not a Bangladeshi mobile', () => {
    expect(payoutAccount('rocket', '0281234567')).toBeNull();
  });

  it('keeps a bank account as written, its runs of spaces made one', () => {
    expect(payoutAccount('bank', '  Dutch-Bangla Bank,   Mirpur branch,\n Rahima Khatun, 1234567  ')).toBe(
      'Dutch-Bangla Bank, Mirpur branch, Rahima Khatun, 1234567',
    );
  });

  it('asks for a wallet number with the phone keypad and a bank account with text', () => {
    expect(payoutInputProps('bkash').inputMode).toBe('tel');
    expect(payoutInputProps('bank').inputMode).toBe('text');
  });
});

describe('validateSellerDraft', () => {
  it('finds nothing wrong with a complete draft whose code went to its phone', () => {
    expect(validateSellerDraft(filled(), PHONE)).toEqual({});
  });

  it('names every missing required field', () => {
    expect(validateSellerDraft(emptySellerDraft(), null)).toEqual({
      shop_name: 'required',
      name: 'required',
      phone: 'required',
      otp: 'required',
      email: 'required',
      password: 'required',
      nid: 'required',
      division_id: 'required',
      district_id: 'required',
      upazila_id: 'required',
      address_line: 'required',
      'payout.account': 'required',
    });
  });

  it('asks for a code sent to the phone typed now, not to an earlier one', () => {
    expect(validateSellerDraft(filled(), null)).toEqual({ otp: 'codeFirst' });
    expect(validateSellerDraft(filled({ phone: '01912345678' }), PHONE)).toEqual({ otp: 'codeFirst' });
  });

  it('checks the formats the server checks', () => {
    expect(
      validateSellerDraft(
        filled({
          shop_name: 'x'.repeat(81),
          otp: '12345',
          email: 'rahima@',
          password: 'short',
          nid: '123456789012',
          pickup_phone: '12345',
          payout_account: '02812345',
        }),
        PHONE,
      ),
    ).toEqual({
      shop_name: 'tooLong',
      otp: 'otp',
      email: 'email',
      password: 'passwordLength',
      nid: 'nid',
      pickup_phone: 'phone',
      'payout.account': 'wallet',
    });
  });

  it('asks for two characters of a shop name and at most ten main categories, as the server does', () => {
    const ids = Array.from({ length: 11 }, (_, index) => index + 1);
    expect(validateSellerDraft(filled({ shop_name: 'N', shop_name_bn: 'ন', category_ids: ids }), PHONE)).toEqual({
      shop_name: 'tooShort',
      shop_name_bn: 'tooShort',
      category_ids: 'tooManyCategories',
    });
    expect(validateSellerDraft(filled({ category_ids: ids.slice(1) }), PHONE)).toEqual({});
  });

  it('takes any text as a bank account, up to its limit', () => {
    expect(validateSellerDraft(filled({ payout_type: 'bank', payout_account: 'City Bank, 12' }), PHONE)).toEqual({});
    expect(validateSellerDraft(filled({ payout_type: 'bank', payout_account: 'x'.repeat(201) }), PHONE)).toEqual({
      'payout.account': 'tooLong',
    });
  });
});

describe('toRegistrationBody', () => {
  it('sends ASCII digits, national phone numbers and trimmed texts, leaving empty optional fields out', () => {
    const body = toRegistrationBody(
      filled({ shop_name: ' Nakshi Ghar ', otp: '১২৩৪৫৬', nid: '১২৩৪ ৫৬৭ ৮৯০', payout_account: '+8801812345678' }),
    );
    expect(body).toEqual({
      shop_name: 'Nakshi Ghar',
      name: 'Rahima Khatun',
      phone: PHONE,
      otp: '123456',
      email: 'rahima@example.com',
      password: 'secret-pass',
      nid: '1234567890',
      division_id: 3,
      district_id: 26,
      upazila_id: 210,
      address_line: 'House 4, Road 2, Mirpur 10',
      payout: { type: 'bkash', account: '01812345678' },
    });
    expect(Object.keys(JSON.parse(JSON.stringify(body)))).not.toContain('shop_name_bn');
  });

  it('carries the optional fields and the chosen categories when given', () => {
    const body = toRegistrationBody(
      filled({
        shop_name_bn: 'নকশি ঘর',
        trade_licence: 'TRAD/DNCC/123',
        dbid: 'DBID-1',
        pickup_phone: '01912 345678',
        category_ids: [4, 9],
      }),
    );
    expect(body).toMatchObject({
      shop_name_bn: 'নকশি ঘর',
      trade_licence: 'TRAD/DNCC/123',
      dbid: 'DBID-1',
      pickup_phone: '01912345678',
      category_ids: [4, 9],
    });
  });

  it('refuses a draft that did not pass the checks', () => {
    expect(() => toRegistrationBody(filled({ division_id: null }))).toThrow();
  });
});

describe('toggleCategory', () => {
  it('adds a ticked category once, in id order, and removes an unticked one', () => {
    expect(toggleCategory([9], 4, true)).toEqual([4, 9]);
    expect(toggleCategory([4, 9], 4, true)).toEqual([4, 9]);
    expect(toggleCategory([4, 9], 4, false)).toEqual([9]);
  });
});

describe('afterRegistrationTarget', () => {
  it('goes to the seller admin site when one is configured', () => {
    expect(afterRegistrationTarget('https://seller.haat.com.bd/', 'bn')).toBe('https://seller.haat.com.bd/');
  });

  it("goes to the storefront's dashboard in the page's language otherwise", () => {
    expect(afterRegistrationTarget(undefined, 'en')).toBe('/user/dashboard');
    expect(afterRegistrationTarget('', 'bn')).toBe('/bn/user/dashboard');
    expect(afterRegistrationTarget('javascript:alert(1)', 'en')).toBe('/user/dashboard');
  });
});

describe('failureMessage', () => {
  const texts = { networkError: 'Server Error. Please try again later', failed: 'Registration failed.' };

  it("gives the spec's server error when no answer came", () => {
    expect(failureMessage(new ApiError(0, undefined), texts)).toBe(texts.networkError);
    expect(failureMessage(new TypeError('Failed to fetch'), texts)).toBe(texts.networkError);
  });

  it("gives the server's message when it answered one, else the form's own", () => {
    const tooMany = new ApiError(429, { success: false, message: 'Too many attempts', code: 'RATE_LIMITED' });
    expect(failureMessage(tooMany, texts)).toBe('Too many attempts');
    expect(failureMessage(new ApiError(502, undefined), texts)).toBe(texts.failed);
  });
});

describe('shopStatusView', () => {
  const vendor = (status: 'pending' | 'approved' | 'rejected', reason: string | null = null): User['vendor'] => ({
    id: 12,
    name: 'Nakshi Ghar',
    status,
    reject_reason: reason,
  });

  it('shows nothing for a user with no shop', () => {
    expect(shopStatusView(null, 'en')).toBeNull();
  });

  it('says a pending shop is under review and a rejected one why', () => {
    expect(shopStatusView(vendor('pending'), 'en')).toEqual({ state: 'pending', name: 'Nakshi Ghar' });
    expect(shopStatusView(vendor('rejected', 'NID does not match'), 'en')).toEqual({
      state: 'rejected',
      name: 'Nakshi Ghar',
      reason: 'NID does not match',
    });
  });

  it("links an approved shop's page in the page's language", () => {
    expect(shopStatusView(vendor('approved'), 'bn')).toEqual({
      state: 'approved',
      name: 'Nakshi Ghar',
      path: '/bn/shop/profile/12',
    });
  });
});
