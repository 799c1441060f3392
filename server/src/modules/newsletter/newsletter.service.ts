import { type AdminNewsletterSubscriber, NEWSLETTER_UNSUBSCRIBE_PATH, type Page } from '#contract';
import { pageOf } from '../../lib/page-of';
import { consumeRateLimit } from '../../lib/rate-limits/rate-limits';
import { fieldFailure } from '../../plugins/http-errors';
import type { RequestContext } from '../../plugins/request-context';
import { markUnsubscribed, subscriberPage, upsertSubscriber } from './newsletter.repository';
import { subscriberOfToken, unsubscribeToken } from './unsubscribe-token';

export interface NewsletterSetup {
  /** The app's secret the unsubscribe tokens are signed with (the one-time codes' key, read on first use). */
  secret: () => Promise<string>;
  /** The storefront's origin, for the unsubscribe links. */
  siteUrl: string;
}

type Ctx = Pick<RequestContext, 'db' | 'locale' | 'now' | 'ip'>;

/** Sign-ups one network address may send per hour: a household's worth, not a list of strangers' addresses. */
export const SIGN_UPS_PER_HOUR = 10;
const SIGN_UP_RULES = [{ limit: SIGN_UPS_PER_HOUR, windowSeconds: 3600 }];

/**
 * POST /newsletter: subscribes `email` in the request's language, or again after an unsubscribe. The caller learns
 * nothing about whether the address was already on the list: the answer is the same either way.
 */
export async function subscribe(ctx: Ctx, email: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const key = `newsletter:ip:${ctx.ip}`;
    await consumeRateLimit(tx, key, SIGN_UP_RULES, 'newsletter.tooManySignUps');
    await upsertSubscriber(tx, email, ctx.locale);
  });
}

/** POST /newsletter/unsubscribe: idempotent; a token this app did not make is a 422 on `token`. */
export async function unsubscribe(ctx: Ctx, setup: NewsletterSetup, token: string): Promise<void> {
  const id = subscriberOfToken(await setup.secret(), token);
  const invalid = fieldFailure('token', 'newsletter.invalidToken');
  if (id === null) throw invalid;
  const found = await ctx.db.transaction((tx) => markUnsubscribed(tx, id, ctx.now));
  if (!found) throw invalid;
}

const PER_PAGE = 50;

/** GET /admin/newsletter: the subscribers, newest first, each with the unsubscribe link their e-mails carry. */
export async function adminSubscribers(
  ctx: Ctx,
  setup: NewsletterSetup,
  page: number,
): Promise<Page<AdminNewsletterSubscriber>> {
  const secret = await setup.secret();
  const { rows, total } = await subscriberPage(ctx.db, PER_PAGE, (page - 1) * PER_PAGE);
  const data = rows.map((row) => ({
    id: row.id,
    email: row.email,
    locale: row.locale,
    subscribed_at: row.createdAt.toISOString(),
    unsubscribed_at: row.unsubscribedAt?.toISOString() ?? null,
    unsubscribe_url: `${setup.siteUrl}${row.locale === 'bn' ? '/bn' : ''}${NEWSLETTER_UNSUBSCRIBE_PATH}?token=${unsubscribeToken(secret, row.id)}`,
  }));
  return pageOf(data, total, page, PER_PAGE);
}
