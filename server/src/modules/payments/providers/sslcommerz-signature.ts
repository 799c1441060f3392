import { createHash, timingSafeEqual } from 'node:crypto';

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

/**
 * SSLCommerz's `verify_sign`: the MD5 of the fields `verify_key` names plus `store_passwd=md5(store password)`,
 * sorted by name and joined as `k=v&k=v`. Compared in constant time; a field named but absent fails.
 */
export function hasValidSslcommerzSignature(fields: Record<string, string>, storePassword: string): boolean {
  const { verify_sign: sign, verify_key: key } = fields;
  if (!sign || !key) return false;
  const names = key.split(',');
  if (names.some((name) => !Object.hasOwn(fields, name) || name === 'store_passwd')) return false;
  const signed = new Map(names.map((name) => [name, fields[name]!]));
  signed.set('store_passwd', md5(storePassword));
  const joined = [...signed.keys()]
    .sort()
    .map((name) => `${name}=${signed.get(name)}`)
    .join('&');
  const expected = Buffer.from(md5(joined));
  const given = Buffer.from(sign.toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}
