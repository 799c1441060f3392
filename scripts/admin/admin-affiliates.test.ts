import { describe, expect, it } from 'vitest';
import type { AdminAffiliate, AdminWithdrawal, Page } from '#contract';
import { helpText, parseAdminArgs } from './admin-args';
import { render } from './admin-output';

const requestOf = (argv: string[]) => {
  const parsed = parseAdminArgs(argv);
  if (!('request' in parsed))
    throw new Error(`expected a request for ${JSON.stringify(argv)}: ${JSON.stringify(parsed)}`);
  return parsed.request;
};
const errorOf = (argv: string[]) => {
  const parsed = parseAdminArgs(argv);
  if (!('error' in parsed)) throw new Error(`expected an error for ${JSON.stringify(argv)}`);
  return parsed.error;
};
const pageOf = <T>(data: T[]): Page<T> => ({
  data,
  per_page: 20,
  total_count: data.length,
  current_page: 1,
  last_page: 1,
});

const partner = (overrides: Partial<AdminAffiliate> = {}): AdminAffiliate => ({
  id: 12,
  name: 'Farhana Islam',
  status: 'approved',
  code: 'FARHANA5',
  reject_reason: null,
  created_at: '2026-11-25T10:32:27.000Z',
  user_id: 40,
  phone: '+8801712345678',
  email: 'farhana@example.com',
  payout: { type: 'bkash', account: '+8801712345678' },
  website: 'https://facebook.com/farhana.style',
  promotion: 'Clothes reviews\nfor 20,000 followers',
  discount_percent: 5,
  approved_at: '2026-11-26T08:00:00.000Z',
  decided_at: '2026-11-26T08:00:00.000Z',
  totals: { pending: 120, approved: 45, reversed: 9, paid: 300 },
  ...overrides,
});

describe('npm run admin -- affiliates …', () => {
  it('lists and shows applications', () => {
    expect(requestOf(['affiliates', 'list'])).toEqual({ method: 'GET', path: '/admin/affiliates', view: 'affiliates' });
    expect(requestOf(['affiliates', 'list', '--status', 'pending', '--page', '2']).path).toBe(
      '/admin/affiliates?status=pending&page=2',
    );
    expect(requestOf(['affiliates', 'show', '12'])).toEqual({
      method: 'GET',
      path: '/admin/affiliates/12',
      view: 'affiliate',
    });
    expect(errorOf(['affiliates', 'list', '--status', 'active'])).toContain(
      '--status must be one of pending, approved, rejected',
    );
  });

  it('approves (with the shoppers’ discount), rejects with a reason and approves the due commissions', () => {
    expect(requestOf(['affiliates', 'approve', '12'])).toEqual({
      method: 'POST',
      path: '/admin/affiliates/12/approve',
      body: {},
      view: 'affiliate',
    });
    expect(requestOf(['affiliates', 'approve', '12', '--discount', '7']).body).toEqual({ discount_percent: 7 });
    expect(errorOf(['affiliates', 'approve', '12', '--discount', '0'])).toContain('--discount must be a whole number');
    expect(errorOf(['affiliates', 'approve', '12', '--discount', '60'])).toContain('--discount must be at most 50');
    expect(requestOf(['affiliates', 'reject', '12', '--reason', 'No audience yet'])).toEqual({
      method: 'POST',
      path: '/admin/affiliates/12/reject',
      body: { reason: 'No audience yet' },
      view: 'affiliate',
    });
    expect(errorOf(['affiliates', 'reject', '12'])).toContain('--reason is required');
    expect(requestOf(['affiliates', 'approve-due'])).toEqual({
      method: 'POST',
      path: '/admin/affiliates/commissions/approve-due',
      view: 'record',
    });
  });

  it('lists, pays and rejects withdrawal requests', () => {
    expect(requestOf(['affiliates', 'withdrawals', '--status', 'requested']).path).toBe(
      '/admin/affiliate-withdrawals?status=requested',
    );
    expect(requestOf(['affiliates', 'pay', '3', '--reference', 'BK7X2P4Q'])).toEqual({
      method: 'POST',
      path: '/admin/affiliate-withdrawals/3/pay',
      body: { reference: 'BK7X2P4Q' },
      view: 'record',
    });
    expect(errorOf(['affiliates', 'pay', '3'])).toContain('--reference is required');
    expect(requestOf(['affiliates', 'reject-withdrawal', '3', '--reason', 'Closed wallet']).body).toEqual({
      reason: 'Closed wallet',
    });
    expect(helpText()).toContain('affiliates reject-withdrawal <withdrawalId> --reason <text>');
  });

  it('prints an approved partner’s referral code first, on a line of its own', () => {
    const printed = render('affiliate', partner()).split('\n');
    expect(printed[0]).toBe('Referral code: FARHANA5');
    expect(printed).toContain('Earned    120 pending, 45 approved, 300 paid, 9 reversed (taka)');
    expect(printed.slice(-2)).toEqual(['  Clothes reviews', '  for 20,000 followers']);
    const pending = render('affiliate', partner({ status: 'pending', code: null })).split('\n');
    expect(pending[0]).toBe('Partner 12  pending');
    expect(render('affiliate', partner({ name: 'Evil\u001b[2J' }))).not.toContain('\u001b');
  });

  it('prints the applications and the withdrawal requests as tables', () => {
    expect(render('affiliates', pageOf([partner()])).split('\n')[2]).toMatch(
      /^12\s+2026-11-25 10:32\s+approved\s+FARHANA5\s+Farhana Islam\s+\+8801712345678\s+120\s+45\s+300\s+https:/,
    );
    const withdrawal: AdminWithdrawal = {
      id: 3,
      amount: 450,
      payout_type: 'nagad',
      payout_account: '+8801812345678',
      status: 'requested',
      note: null,
      created_at: '2026-11-27T09:00:00.000Z',
      decided_at: null,
      affiliate: { id: 12, name: 'Farhana Islam', phone: '+8801712345678' },
    };
    expect(render('withdrawals', pageOf([withdrawal])).split('\n')[2]).toMatch(
      /^3\s+2026-11-27 09:00\s+Farhana Islam \(12\)\s+450\s+nagad \+8801812345678\s+requested\s+-$/,
    );
    expect(render('withdrawals', pageOf([]))).toBe('No withdrawal requests.');
  });
});
