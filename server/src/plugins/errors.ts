import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';
import type { ApiFailure, Locale } from '#contract';
import { negotiateLocale, translate } from '../i18n/locale';
import { corsHeadersFor } from './cors';
import { AppError, FAILURES, type FailureStatus, type ZodMessageParams } from './http-errors';
import { markLanguage } from './i18n';
import { setEveryAnswerHeaders } from './response-headers';

const zodMessages: Record<Locale, { localeError: z.core.$ZodErrorMap }> = {
  en: z.locales.en(),
  bn: z.locales.bn(),
};

type RequestPart = 'body' | 'querystring' | 'params' | 'headers';

const PART_INPUT: Record<RequestPart, (request: FastifyRequest) => unknown> = {
  body: (request) => request.body,
  querystring: (request) => request.query,
  params: (request) => request.params,
  headers: (request) => request.headers,
};

/**
 * Field path → messages for a request part that failed its zod schema. The part is parsed again with the
 * request's language, because the validator compiler runs without knowing the request.
 */
function fieldErrors(request: FastifyRequest, part: RequestPart): Record<string, string[]> {
  const schema = request.routeOptions.schema?.[part] as ZodType;
  const result = schema.safeParse(PART_INPUT[part](request), { error: zodMessages[request.locale].localeError });
  // A Map: a field may be named `constructor` or `toString`, which a plain object already has.
  const errors = new Map<string, string[]>();
  for (const issue of result.error?.issues ?? []) {
    // A schema's own server message: a custom issue with `params: { messageKey, messageParams }` (see zodMessage in http-errors.ts).
    const own = issue.code === 'custom' ? (issue.params as Partial<ZodMessageParams> | undefined) : undefined;
    const message = own?.messageKey ? translate(request.locale, own.messageKey, own.messageParams) : issue.message;
    // A query string is flat: an item of a comma list (`vendor=1,x`) fails on its parameter, not `vendor.1`.
    const path = part === 'querystring' ? issue.path.slice(0, 1) : issue.path;
    const field = path.map(String).join('.') || (part === 'querystring' ? 'query' : part);
    errors.set(field, [...(errors.get(field) ?? []), message]);
  }
  return Object.fromEntries(errors);
}

function failure(request: FastifyRequest, status: FailureStatus, message?: string): ApiFailure {
  const { code, key } = FAILURES[status];
  return { success: false, message: message ?? translate(request.locale, key), code };
}

/** Fastify's own client errors (bad JSON, unsupported content type, body too large...) that are not listed. */
function clientStatus(statusCode: number | undefined): FailureStatus | undefined {
  if (!statusCode || statusCode < 400 || statusCode >= 500) return undefined;
  return statusCode in FAILURES ? (statusCode as FailureStatus) : 400;
}

/** A failure's message is translated, whatever the route: even an image's 404 varies by Accept-Language. */
function sendFailure(reply: FastifyReply, status: FailureStatus, body: ApiFailure, locale: Locale) {
  markLanguage(reply, locale);
  return reply.status(status).send(body);
}

/** The one error handler and not-found handler: every failure is `{success:false, message, code, errors?}`. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const message = translate(request.locale, error.messageKey, error.params);
      const body: ApiFailure = { ...failure(request, error.statusCode, message), code: error.code };
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      if (error.fieldErrors) {
        body.errors = Object.fromEntries(
          Object.entries(error.fieldErrors).map(([field, list]) => [
            field,
            list.map(({ key, params }) => translate(request.locale, key, params)),
          ]),
        );
      }
      return sendFailure(reply, error.statusCode, body, request.locale);
    }
    if (hasZodFastifySchemaValidationErrors(error) && error.validationContext) {
      const errors = fieldErrors(request, error.validationContext as RequestPart);
      return sendFailure(reply, 422, { ...failure(request, 422), errors }, request.locale);
    }
    const status = clientStatus(error.statusCode);
    if (status) return sendFailure(reply, status, failure(request, status), request.locale);

    request.log.error({ err: error }, 'request failed');
    return sendFailure(reply, 500, failure(request, 500), request.locale);
  });

  app.setNotFoundHandler((request, reply) => {
    const message = translate(request.locale, 'errors.routeNotFound', {
      method: request.method,
      url: request.url.split('?')[0] ?? '',
    });
    return sendFailure(reply, 404, failure(request, 404, message), request.locale);
  });
}

/**
 * Fastify's `frameworkErrors`: failures found before routing (a URL that does not decode), when no hook has run.
 * They still answer in the one error shape, in the request's language, with the CORS headers.
 */
export function frameworkErrorHandler(corsOrigins: string[]) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const status = clientStatus(error.statusCode) ?? 400;
    const locale = negotiateLocale(request.headers['accept-language']);
    const { code, key } = FAILURES[status];
    setEveryAnswerHeaders(reply);
    reply.headers(corsHeadersFor(request.headers.origin, corsOrigins));
    return sendFailure(reply, status, { success: false, message: translate(locale, key), code }, locale);
  };
}
