import { type IncomingHttpHeaders, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ConnectionError, FastifyInstance } from 'fastify';
import type { ApiFailure } from '#contract';
import { negotiateLocale, translate } from '../i18n/locale';
import type { MessageKey } from '../i18n/messages';
import { corsHeadersFor } from './cors';
import { FAILURES, type FailureStatus } from './http-errors';
import { EVERY_ANSWER } from './response-headers';

interface RawRefusal {
  status: FailureStatus;
  key?: MessageKey;
  /** Accept-Language and Origin of the refused request, as far as they are known. */
  headers: Pick<IncomingHttpHeaders, 'accept-language' | 'origin'>;
}

/** Writes the error shape as a whole HTTP answer on a socket no Fastify reply owns, then closes it. */
function refuseOnSocket(socket: Duplex, corsOrigins: string[], { status, key, headers }: RawRefusal): void {
  const locale = negotiateLocale(headers['accept-language']);
  const failure = FAILURES[status];
  const body: ApiFailure = { success: false, message: translate(locale, key ?? failure.key), code: failure.code };
  const json = JSON.stringify(body);
  const fields = {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(json)),
    'content-language': locale,
    ...EVERY_ANSWER,
    vary: `${EVERY_ANSWER.vary}, Accept-Language`,
    ...corsHeadersFor(headers.origin, corsOrigins),
    connection: 'close',
  };
  const head = Object.entries(fields).map(([name, value]) => `${name}: ${value}`);
  const answer = `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('\r\n')}\r\n\r\n${json}`;
  // Closed once written: the client may still be sending the rest of what was refused.
  if (socket.writable) socket.end(answer, () => socket.destroy());
  else socket.destroy();
}

/** A header's value from the bytes Node's parser had read when it gave up (the request never became an object). */
function rawHeader(raw: string, name: string): string | undefined {
  return new RegExp(`\\r\\n${name}:[ \\t]*([^\\r\\n]*)`, 'i').exec(raw)?.[1]?.trim();
}

function refusalOf(error: ConnectionError): Pick<RawRefusal, 'status' | 'key'> {
  if (error.code === 'HPE_HEADER_OVERFLOW') return { status: 431 };
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408 };
  if (error.code === 'HPE_INVALID_METHOD') return { status: 400, key: 'errors.methodNotSupported' };
  return { status: 400 };
}

/**
 * Fastify's `clientErrorHandler`: requests Node's HTTP parser refuses before Fastify sees them (a method it does not
 * know, a request line or headers above maxHeaderSize, a request that does not arrive in time) still get the error
 * shape, in the language their Accept-Language asks for, with the headers of every answer.
 */
export function clientErrorHandler(corsOrigins: string[]) {
  return function (this: FastifyInstance, error: ConnectionError, socket: Duplex) {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    this.log.debug({ err: error }, 'client error');
    // A Buffer at run time, whatever Fastify's types say.
    const raw = Buffer.isBuffer(error.rawPacket) ? error.rawPacket.toString('latin1') : '';
    const headers = { 'accept-language': rawHeader(raw, 'accept-language'), origin: rawHeader(raw, 'origin') };
    refuseOnSocket(socket, corsOrigins, { ...refusalOf(error), headers });
  };
}

/** CONNECT never reaches Fastify; without a listener Node drops the connection without a word. */
export function refuseConnect(app: FastifyInstance, corsOrigins: string[]): void {
  app.server.on('connect', (request, socket: Duplex) => {
    refuseOnSocket(socket, corsOrigins, { status: 400, key: 'errors.methodNotSupported', headers: request.headers });
  });
}
