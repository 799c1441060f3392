import { normalizeDigits } from '#contract/phone';
import { bangladeshiMobile } from '@/features/auth/auth';

/** The track-order form as typed. */
export interface TrackingDraft {
  invoice: string;
  phone: string;
}

/** Keys of `orders.errors`. */
export type TrackingProblem = 'required' | 'invoice' | 'phone';

/** An invoice number as the SMS prints it (HT and at least 7 digits), typed in any case, with Bengali digits or spaces. */
export function typedInvoice(input: string): string | null {
  const invoice = normalizeDigits(input).replace(/\s+/g, '').toUpperCase();
  return /^HT\d{7,15}$/.test(invoice) ? invoice : null;
}

export function validateTracking(draft: TrackingDraft): Partial<Record<keyof TrackingDraft, TrackingProblem>> {
  const problems: Partial<Record<keyof TrackingDraft, TrackingProblem>> = {};
  if (!draft.invoice.trim()) problems.invoice = 'required';
  else if (!typedInvoice(draft.invoice)) problems.invoice = 'invoice';
  if (!draft.phone.trim()) problems.phone = 'required';
  else if (!bangladeshiMobile(draft.phone)) problems.phone = 'phone';
  return problems;
}

/** GET /guest/order's query for a draft that passed validateTracking. */
export function trackingQuery(draft: TrackingDraft): { invoice: string; phone: string } {
  const invoice = typedInvoice(draft.invoice);
  const phone = bangladeshiMobile(draft.phone);
  if (!invoice || !phone) throw new Error('Invalid tracking draft');
  return { invoice, phone };
}

/** The invoice a link brought (/track-order?invoice=…), to fill the form with; '' without one. */
export function invoiceFromSearch(search: string): string {
  return new URLSearchParams(search).get('invoice')?.trim().slice(0, 20) ?? '';
}
