/** The help-support ticket categories, in both languages; inserted once (a catalogue reset leaves them and their ids). */
import type { Database } from '../db/database';
import { ticketCategories } from '../db/schema';

export const TICKET_CATEGORIES = [
  { nameEn: 'Order', nameBn: 'অর্ডার' },
  { nameEn: 'Delivery', nameBn: 'ডেলিভারি' },
  { nameEn: 'Payment', nameBn: 'পেমেন্ট' },
  { nameEn: 'Return & refund', nameBn: 'রিটার্ন ও টাকা ফেরত' },
  { nameEn: 'Account', nameBn: 'অ্যাকাউন্ট' },
  { nameEn: 'Other', nameBn: 'অন্যান্য' },
] as const;

/** Inserts them unless some are there already. */
export async function insertTicketCategories(tx: Database): Promise<void> {
  const [existing] = await tx.select({ id: ticketCategories.id }).from(ticketCategories).limit(1);
  if (existing) return;
  await tx.insert(ticketCategories).values(TICKET_CATEGORIES.map((category, position) => ({ ...category, position })));
}
