import { count, desc, eq } from 'drizzle-orm';
import type { Locale } from '#contract';
import type { Database } from '../../db/database';
import { newsletterSubscribers } from '../../db/schema';

/** Adds the address, or subscribes it again (in the language of this sign-up) if it had unsubscribed. */
export async function upsertSubscriber(db: Database, email: string, locale: Locale): Promise<void> {
  await db
    .insert(newsletterSubscribers)
    .values({ email, locale })
    .onConflictDoUpdate({ target: newsletterSubscribers.email, set: { locale, unsubscribedAt: null } });
}

/** Marks the subscriber unsubscribed (keeping the first time); false when there is no such subscriber. */
export async function markUnsubscribed(db: Database, id: number, at: Date): Promise<boolean> {
  const [row] = await db
    .select({ unsubscribedAt: newsletterSubscribers.unsubscribedAt })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id))
    .for('update');
  if (!row) return false;
  if (!row.unsubscribedAt) {
    await db.update(newsletterSubscribers).set({ unsubscribedAt: at }).where(eq(newsletterSubscribers.id, id));
  }
  return true;
}

export async function subscriberPage(db: Database, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    db.select().from(newsletterSubscribers).orderBy(desc(newsletterSubscribers.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(newsletterSubscribers),
  ]);
  return { rows, total: total?.total ?? 0 };
}
