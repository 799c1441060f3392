import type { Locale } from '#contract';
import type { Database } from '../../db/database';
import { conflict } from '../../plugins/http-errors';
import { insertSubscriber } from './newsletter.repository';

export async function subscribe(db: Database, email: string, locale: Locale): Promise<void> {
  if (!(await insertSubscriber(db, email, locale))) throw conflict('newsletter.alreadySubscribed');
}
