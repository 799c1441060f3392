import { describe, expect, it } from 'vitest';
import type { AffiliateDashboard, AffiliateStatus, Withdrawal } from '#contract';
import {
  AFFILIATE_DEFAULT_RATE_PERCENT,
  AFFILIATE_MIN_WITHDRAWAL,
  AFFILIATE_PROMOTION_MAX_LENGTH,
} from '#contract/affiliates';
import { ApiError } from '@/lib/api/api-client';
import {
  type AffiliateDraft,
  dashboardView,
  emptyDraft,
  rateRows,
  registrationBody,
  registrationFailure,
  validateDraft,
  withdrawalState,
} from './affiliates';

const draft = (change: Partial<AffiliateDraft> = {}): AffiliateDraft => ({
  ...emptyDraft({ name: 'Nusrat Jahan', email: 'nusrat@example.com' }),
  account: '01712345678',
  promotion: 'A cooking page on Facebook with 20k followers',
  ...change,
});

const dashboard = (status: AffiliateStatus | null, change: Partial<AffiliateDashboard> = {}): AffiliateDashboard => ({
  application: status && {
    id: 1,
    name: 'Nusrat',
    status,
    code: null,
    reject_reason: null,
    created_at: '2026-11-01T00:00:00Z',
  },
  code: null,
  link: null,
  discount_percent: null,
  totals: { pending: 0, approved: 0, reversed: 0, paid: 0 },
  available: 0,
  orders: [],
  withdrawals: [],
  ...change,
});

const withdrawal = (status: Withdrawal['status'], amount = 400): Withdrawal => ({
  id: 1,
  amount,
  payout_type: 'bkash',
  payout_account: '********678',
  status,
  note: null,
  created_at: '2026-11-20T00:00:00Z',
  decided_at: null,
});

const texts = { failed: 'Registration failed. Please try again.', serverError: 'Server Error. Please try again later' };
const refusal = (status: number, failure?: Partial<NonNullable<ApiError['failure']>>) =>
  new ApiError(status, failure && { success: false, message: '', code: 'VALIDATION_FAILED', ...failure });

describe('rateRows', () => {
  it('lists the categories from the highest rate down, by name within a rate', () => {
    const rate = (name: string, percent: number) => ({ category_id: 1, name, slug: name, percent });
    const { rates, defaultPercent } = rateRows([rate('Books', 3), rate('Fashion', 8), rate('Beauty', 8)]);
    expect(rates.map((row) => row.name)).toEqual(['Beauty', 'Fashion', 'Books']);
    expect(defaultPercent).toBeNull();
  });

  it('gives the default rate when the API set none (or has no partner programme)', () => {
    expect(rateRows([])).toEqual({ rates: [], defaultPercent: AFFILIATE_DEFAULT_RATE_PERCENT });
  });
});

describe('validateDraft', () => {
  it('passes a complete application, with or without a website', () => {
    expect(validateDraft(draft())).toEqual({});
    expect(validateDraft(draft({ website: 'https://facebook.com/rannaghor' }))).toEqual({});
  });

  it('asks for every field but the website, on the body’s field names', () => {
    const blank = { name: ' ', email: '', account: '', promotion: '  ' };
    expect(validateDraft(draft(blank))).toEqual({
      name: 'required',
      email: 'required',
      'payout.account': 'required',
      promotion: 'required',
    });
  });

  it('wants a Bangladeshi mobile for a wallet (Bengali digits too) but any text for a bank account', () => {
    expect(validateDraft(draft({ account: '12345' }))).toEqual({ 'payout.account': 'phone' });
    expect(validateDraft(draft({ account: '০১৭১২৩৪৫৬৭৮', payoutType: 'nagad' }))).toEqual({});
    expect(validateDraft(draft({ account: 'DBBL Gulshan, N. Jahan, 1234567', payoutType: 'bank' }))).toEqual({});
  });

  it('refuses a malformed email, a website that is not a web address, and a description over the limit', () => {
    expect(
      validateDraft(
        draft({
          email: 'nusrat@',
          website: 'facebook.com/rannaghor',
          promotion: 'x'.repeat(AFFILIATE_PROMOTION_MAX_LENGTH + 1),
        }),
      ),
    ).toEqual({ email: 'email', website: 'url', promotion: 'tooLong' });
  });
});

describe('registrationBody', () => {
  it('sends the fields trimmed, the payout as one object, and no website when none was given', () => {
    expect(registrationBody(draft({ name: ' Nusrat ', account: ' 01712345678 ', website: '  ' }))).toEqual({
      name: 'Nusrat',
      email: 'nusrat@example.com',
      payout: { type: 'bkash', account: '01712345678' },
      promotion: 'A cooking page on Facebook with 20k followers',
    });
    expect(registrationBody(draft({ website: ' https://youtube.com/@rannaghor ' })).website).toBe(
      'https://youtube.com/@rannaghor',
    );
  });
});

describe('registrationFailure', () => {
  it('puts a 422 beside its fields, a nested payout field included', () => {
    const error = refusal(422, { errors: { 'payout.account': ['Enter a wallet number'], email: ['Taken', 'Really'] } });
    expect(registrationFailure(error, texts)).toEqual({
      fields: { 'payout.account': 'Enter a wallet number', email: 'Taken Really' },
    });
  });

  it('shows the server’s message for a refusal, or the spec’s fallback when it sent none', () => {
    const twice = refusal(409, { message: 'You have already applied.', code: 'AFFILIATE_ALREADY_APPLIED' });
    expect(registrationFailure(twice, texts)).toEqual({ message: 'You have already applied.' });
    expect(registrationFailure(refusal(500), texts)).toEqual({ message: texts.failed });
  });

  it('says "Server Error" when no answer came (offline, the API down)', () => {
    expect(registrationFailure(refusal(0), texts)).toEqual({ message: texts.serverError });
    expect(registrationFailure(new TypeError('Failed to fetch'), texts)).toEqual({ message: texts.serverError });
  });
});

describe('dashboardView', () => {
  it('invites a user who never applied, and otherwise follows the application', () => {
    expect(dashboardView(dashboard(null))).toBe('invite');
    expect(dashboardView(dashboard('pending'))).toBe('pending');
    expect(dashboardView(dashboard('rejected'))).toBe('rejected');
    expect(dashboardView(dashboard('approved'))).toBe('approved');
  });
});

describe('withdrawalState', () => {
  it('allows a withdrawal from exactly the minimum available', () => {
    expect(withdrawalState(dashboard('approved', { available: AFFILIATE_MIN_WITHDRAWAL }))).toEqual({ allowed: true });
    expect(withdrawalState(dashboard('approved', { available: AFFILIATE_MIN_WITHDRAWAL - 1 }))).toEqual({
      allowed: false,
      reason: 'belowMinimum',
    });
  });

  it('refuses a second request while one is open, naming its amount; a paid or rejected one does not count', () => {
    const open = dashboard('approved', {
      available: 900,
      withdrawals: [withdrawal('paid'), withdrawal('requested', 450)],
    });
    expect(withdrawalState(open)).toEqual({ allowed: false, reason: 'openRequest', amount: 450 });
    const closed = dashboard('approved', { available: 900, withdrawals: [withdrawal('paid'), withdrawal('rejected')] });
    expect(withdrawalState(closed)).toEqual({ allowed: true });
  });

  it('refuses anyone not approved', () => {
    expect(withdrawalState(dashboard('pending', { available: 1000 }))).toEqual({
      allowed: false,
      reason: 'notApproved',
    });
  });
});
