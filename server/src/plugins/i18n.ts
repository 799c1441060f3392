import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '#contract';
import { type MessageParams, negotiateLocale, translate } from '../i18n/locale';
import type { MessageKey } from '../i18n/messages';
import { addVary } from './response-headers';

declare module 'fastify' {
  interface FastifyRequest {
    /** en or bn, from Accept-Language. */
    locale: Locale;
    /** A server message in the request's language. */
    t(key: MessageKey, params?: MessageParams): string;
  }
}

export function registerI18n(app: FastifyInstance): void {
  app.decorateRequest('locale', 'en');
  app.decorateRequest('t', function (key: MessageKey, params?: MessageParams) {
    return translate(this.locale, key, params);
  });
  app.addHook('onRequest', async (request) => {
    request.locale = negotiateLocale(request.headers['accept-language']);
  });
}

/** Marks an answer whose body is in `locale`: a cache keeps the languages apart, beside any other Vary field. */
export function markLanguage(reply: FastifyReply, locale: Locale): void {
  reply.header('content-language', locale);
  addVary(reply, 'Accept-Language');
}

/** For API routes, whose bodies depend on the language (not for the images under /uploads, except their errors). */
export async function languageHeaders(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  markLanguage(reply, request.locale);
}
