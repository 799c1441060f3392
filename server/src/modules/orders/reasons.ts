/**
 * Why a shopper cancels or returns, as GET /order-cancel/reason and GET /order-return/reason list them. Ids are
 * stored on orders and returns: never reuse or renumber one, only add.
 */
import type { Locale, Reason } from '#contract';

interface ReasonText {
  id: number;
  en: string;
  bn: string;
}

export const CANCEL_REASONS: readonly ReasonText[] = [
  { id: 1, en: 'I changed my mind', bn: 'আমি মত পরিবর্তন করেছি' },
  { id: 2, en: 'I found it cheaper elsewhere', bn: 'অন্য কোথাও কম দামে পেয়েছি' },
  { id: 3, en: 'I ordered by mistake', bn: 'ভুল করে অর্ডার করেছি' },
  { id: 4, en: 'Delivery takes too long', bn: 'ডেলিভারিতে অনেক বেশি সময় লাগছে' },
  { id: 5, en: 'I want to change the address or the items', bn: 'ঠিকানা বা পণ্য বদলাতে চাই' },
  { id: 6, en: 'Other', bn: 'অন্যান্য' },
];

export const RETURN_REASONS: readonly ReasonText[] = [
  { id: 1, en: 'Damaged or defective', bn: 'ক্ষতিগ্রস্ত বা ত্রুটিপূর্ণ' },
  { id: 2, en: 'Wrong item delivered', bn: 'ভুল পণ্য এসেছে' },
  { id: 3, en: 'Not as described', bn: 'বর্ণনার সাথে মেলে না' },
  { id: 4, en: 'Parts or accessories missing', bn: 'যন্ত্রাংশ বা আনুষঙ্গিক জিনিস নেই' },
  { id: 5, en: 'The size does not fit', bn: 'মাপ মেলেনি' },
  { id: 6, en: 'Other', bn: 'অন্যান্য' },
];

export const reasonList = (reasons: readonly ReasonText[], locale: Locale): Reason[] =>
  reasons.map((reason) => ({ id: reason.id, name: reason[locale] }));

/** The reason's name in `locale`, or null for an id the list does not have. */
export function reasonName(reasons: readonly ReasonText[], id: number | null, locale: Locale): string | null {
  return reasons.find((reason) => reason.id === id)?.[locale] ?? null;
}

export const isReason = (reasons: readonly ReasonText[], id: number): boolean =>
  reasons.some((reason) => reason.id === id);
