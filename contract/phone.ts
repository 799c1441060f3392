/** Phone digits, shared by the storefront and the API so both read a typed number the same way. */

const BENGALI_ZERO = 0x09e6;

/** Bengali digits (০–৯) as Latin ones, the rest unchanged: 'কোড ১২৩' → 'কোড 123'. */
export function normalizeDigits(value: string): string {
  return value.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - BENGALI_ZERO));
}

/** Separators people type inside a number. */
const SEPARATORS = /[\s\-().]/g;

/**
 * The national form `01XXXXXXXXX` (operators 013–019) of a Bangladeshi mobile typed in any usual way: with or
 * without +880/880, with spaces, dashes, dots or brackets, in Bengali digits. Null when it is not one. The API
 * also checks the number with libphonenumber and stores it in E.164.
 */
export function nationalMobile(input: string): string | null {
  const compact = normalizeDigits(input.trim()).replace(SEPARATORS, '');
  return /^(?:\+?88)?(01[3-9]\d{8})$/.exec(compact)?.[1] ?? null;
}
