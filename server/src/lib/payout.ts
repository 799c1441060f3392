import { z } from 'zod';
import { PAYOUT_BANK_ACCOUNT_MAX_LENGTH, PAYOUT_TYPES, type Payout } from '#contract';
import type { MessageParams } from '../i18n/locale';
import type { MessageKey } from '../i18n/messages';
import { zodMessage } from '../plugins/http-errors';
import { parseBangladeshiMobile } from './phone/phone';

/**
 * Where a seller or a partner is paid: a bKash, Nagad or Rocket number (any Bangladeshi form, kept as E.164) or a
 * bank account written out (trimmed, NFC, 1 to PAYOUT_BANK_ACCOUNT_MAX_LENGTH characters, no NUL). Every refusal
 * of the account is on `payout.account` (the field's own key under its parent).
 */
export const payoutSchema = z
  .object({ type: z.enum(PAYOUT_TYPES), account: z.string().max(1000) })
  .transform((payout, ctx): Payout => {
    const refuse = (key: MessageKey, params?: MessageParams) => {
      ctx.addIssue({ code: 'custom', path: ['account'], input: payout.account, ...zodMessage(key, params) });
      return z.NEVER;
    };
    if (payout.type !== 'bank') {
      const wallet = parseBangladeshiMobile(payout.account);
      return wallet ? { type: payout.type, account: wallet } : refuse('payout.walletInvalid');
    }
    const account = payout.account.trim().normalize('NFC');
    if (account.includes('\u0000')) return refuse('errors.textControl');
    if (account.length === 0) return refuse('payout.bankRequired');
    if (account.length > PAYOUT_BANK_ACCOUNT_MAX_LENGTH) {
      return refuse('payout.bankTooLong', { max: PAYOUT_BANK_ACCOUNT_MAX_LENGTH });
    }
    return { type: 'bank', account };
  });
