import type { Locale } from '#contract';
import type { Database } from '../../db/database';
import { newsletterSubscribers } from '../../db/schema';

/** Adds the address; false when it is already subscribed. */
export async function insertSubscriber(db: Database, email: string, locale: Locale): Promise<boolean> {
  const inserted = await db
    .insert(newsletterSubscribers)
    .values({ email, locale })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
  return inserted.length > 0;
}
