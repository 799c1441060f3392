/**
 * Where a seller or a partner is paid (issue 15): a mobile wallet number (E.164, any Bangladeshi form accepted on
 * input) or a bank account written out (bank, branch, account name and number).
 */
export const PAYOUT_TYPES = ['bkash', 'nagad', 'rocket', 'bank'] as const;
export type PayoutType = (typeof PAYOUT_TYPES)[number];

export interface Payout {
  type: PayoutType;
  account: string;
}

export const PAYOUT_BANK_ACCOUNT_MAX_LENGTH = 200;
