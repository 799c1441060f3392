import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBulkSmsBdProvider } from './bulksmsbd-sms-provider';
import { SmsDeliveryError } from './sms-provider';

/** A local stand-in for bulksmsbd.net/api/smsapi: records each form it gets and answers what the test says. */
type Reply = (response: ServerResponse) => void;
const received: URLSearchParams[] = [];
let reply: Reply;
let server: Server;
let url: string;

const json =
  (status: number, body: unknown): Reply =>
  (response) => {
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push(new URLSearchParams(body));
      reply(response);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/smsapi`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});
beforeEach(() => {
  received.length = 0;
});

const provider = (timeoutMs = 2000) =>
  createBulkSmsBdProvider({ url, apiKey: 'key-123', senderId: '8809617000000', timeoutMs });
const message = { to: '+8801712345678', text: 'Your Haat code is 123456 & it expires in 10 minutes.' };

async function failureOf(send: Promise<void>): Promise<SmsDeliveryError> {
  const error = await send.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SmsDeliveryError);
  return error as SmsDeliveryError;
}

describe('BulkSMSBD provider against a local fake of its API', () => {
  it('posts the documented form and resolves on response_code 202', async () => {
    reply = json(200, {
      response_code: 202,
      message_id: 777,
      success_message: 'SMS Submitted Successfully',
      error_message: '',
    });
    await provider().send(message);
    expect(received).toHaveLength(1);
    expect(Object.fromEntries(received[0]!)).toEqual({
      api_key: 'key-123',
      type: 'text',
      number: '8801712345678',
      senderid: '8809617000000',
      message: message.text,
    });
  });

  it('maps a refusal (1007 balance insufficient) to "rejected" with the gateway code', async () => {
    reply = json(200, { response_code: 1007, error_message: 'Balance Insufficient' });
    const error = await failureOf(provider().send(message));
    expect(error).toMatchObject({ reason: 'rejected', gatewayCode: 1007 });
    expect(error.message).toContain('Balance Insufficient');
  });

  it('maps an HTTP error status and a body that is not its JSON', async () => {
    reply = (response) => response.writeHead(503).end('maintenance');
    expect(await failureOf(provider().send(message))).toMatchObject({ reason: 'http_status' });
    reply = (response) => response.writeHead(200).end('<html>login</html>');
    expect(await failureOf(provider().send(message))).toMatchObject({ reason: 'bad_response' });
  });

  it('gives up after the timeout when the gateway does not answer', async () => {
    reply = () => {};
    const error = await failureOf(provider(200).send(message));
    expect(error.reason).toBe('timeout');
    expect(received).toHaveLength(1);
  });

  it('maps a refused connection to "network"', async () => {
    const closed = createBulkSmsBdProvider({
      url: 'http://127.0.0.1:1/api/smsapi',
      apiKey: 'k',
      senderId: 's',
      timeoutMs: 2000,
    });
    expect(await failureOf(closed.send(message))).toMatchObject({ reason: 'network' });
  });
});
