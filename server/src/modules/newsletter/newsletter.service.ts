import { conflict } from '../../plugins/http-errors';
import type { RequestContext } from '../../plugins/request-context';
import { insertSubscriber } from './newsletter.repository';

/** Subscribes `email` in the request's language. */
export async function subscribe(ctx: RequestContext, email: string): Promise<void> {
  if (!(await insertSubscriber(ctx.db, email, ctx.locale))) throw conflict('newsletter.alreadySubscribed');
}
