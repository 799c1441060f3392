import type { FastifyInstance, FastifyReply } from 'fastify';

/** Headers of every answer: no content sniffing, and a cache keeps answers apart by Origin (the CORS headers depend on it). */
export const EVERY_ANSWER = { 'x-content-type-options': 'nosniff', vary: 'Origin' } as const;

/** Adds fields to Vary, keeping those already there: a second `reply.header('vary', …)` would drop the first. */
export function addVary(reply: FastifyReply, ...fields: string[]): void {
  const current = String(reply.getHeader('vary') ?? '')
    .split(',')
    .map((field) => field.trim())
    .filter(Boolean);
  const present = new Set(current.map((field) => field.toLowerCase()));
  const added = fields.filter((field) => !present.has(field.toLowerCase()));
  if (added.length > 0) reply.header('vary', [...current, ...added].join(', '));
}

export function setEveryAnswerHeaders(reply: FastifyReply): void {
  reply.header('x-content-type-options', EVERY_ANSWER['x-content-type-options']);
  addVary(reply, EVERY_ANSWER.vary);
}

/**
 * Set in the first hook, so that errors, preflights, redirects and the hijacked chat stream (which copies the reply's
 * headers) carry them as well as the routes' own answers.
 */
export function registerResponseHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (_request, reply) => setEveryAnswerHeaders(reply));
}
