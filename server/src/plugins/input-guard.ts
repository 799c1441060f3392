import type { FastifyInstance } from 'fastify';
import { unstorablePaths } from '../lib/storable-text';
import { type FieldMessage, validationFailed } from './http-errors';

const PARTS = [
  ['params', 'params'],
  ['query', 'query'],
  ['body', 'body'],
] as const;

/**
 * One guard for every route, after its own validation (whose field messages say more where a schema refuses the
 * value itself): a NUL or a lone surrogate that got through anywhere in the path's parameters, the query or the body
 * (JSON or multipart fields) is a 422 naming the field (the part's name when the value is the whole part), never a
 * database error.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    // A Map: a field named `__proto__` or `constructor` must stay a field.
    const errors = new Map<string, FieldMessage[]>();
    for (const [part, name] of PARTS) {
      for (const path of unstorablePaths(request[part])) errors.set(path || name, [{ key: 'errors.textControl' }]);
    }
    if (errors.size > 0) throw validationFailed(Object.fromEntries(errors));
  });
}
