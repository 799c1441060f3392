import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signIpn } from './sign-ipn';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

describe('signIpn', () => {
  it('signs the fields and md5(store password), sorted by name, as SSLCommerz does', () => {
    const signed = signIpn({ tran_id: 'HAAT-1', amount: '1960.00', status: 'VALID' }, 'secret');
    expect(signed.verify_key).toBe('tran_id,amount,status');
    // store_passwd sorts between status and tran_id.
    expect(signed.verify_sign).toBe(md5(`amount=1960.00&status=VALID&store_passwd=${md5('secret')}&tran_id=HAAT-1`));
    expect(signed).toMatchObject({ tran_id: 'HAAT-1', amount: '1960.00', status: 'VALID' });
    expect(signed).not.toHaveProperty('store_passwd');
  });
});
