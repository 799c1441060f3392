import { z } from 'zod';

/** The API's integer taka and the gateways' decimal strings ("1960.00"), converted without floats. */

const DECIMAL = /^(\d{1,12})(?:\.(\d{1,2}))?$/;

export function toGatewayAmount(taka: number): string {
  if (!Number.isSafeInteger(taka) || taka < 0) throw new RangeError(`not a whole number of taka: ${taka}`);
  return `${taka}.00`;
}

/** Whole taka, or null for anything else: a fraction of a taka, a sign, an exponent, an empty string. */
export function fromGatewayAmount(amount: string): number | null {
  const match = DECIMAL.exec(amount);
  if (!match || /[1-9]/.test(match[2] ?? '')) return null;
  return Number(match[1]);
}

/** A gateway's amount field read as whole taka; anything else fails the answer's check. */
export const gatewayAmountSchema = z.string().transform((amount, context) => {
  const taka = fromGatewayAmount(amount);
  if (taka === null) context.addIssue({ code: 'custom', message: `not whole taka: ${amount}` });
  return taka ?? z.NEVER;
});
