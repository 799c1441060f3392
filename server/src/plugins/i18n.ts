import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '#contract';
import { type MessageParams, negotiateLocale, translate } from '../i18n/locale';
import type { MessageKey } from '../i18n/messages';

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

/** For API routes, whose bodies depend on the language (not for the images under /uploads). */
export async function languageHeaders(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('content-language', request.locale);
  reply.header('vary', 'Accept-Language');
}
