import { createHash } from 'node:crypto';

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

/**
 * Adds SSLCommerz's `verify_key` (the signed field names, comma-separated) and `verify_sign`: the MD5 of those
 * fields plus `store_passwd=md5(password)`, sorted by name and joined as `k=v&k=v`.
 */
export function signIpn(fields: Record<string, string>, storePassword: string): Record<string, string> {
  const names = Object.keys(fields);
  const signed = { ...fields, store_passwd: md5(storePassword) };
  const joined = Object.keys(signed)
    .sort()
    .map((name) => `${name}=${signed[name as keyof typeof signed]}`)
    .join('&');
  return { ...fields, verify_sign: md5(joined), verify_key: names.join(',') };
}
