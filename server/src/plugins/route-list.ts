import type { FastifyInstance, FastifySchema } from 'fastify';

export interface ListedRoute {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered (HEAD left out), with its schemas: the hostile-input test and the fuzz walk it. */
    routeList: ListedRoute[];
  }
}

/** Keeps a list of the routes registered after it, children included. */
export function registerRouteList(app: FastifyInstance): void {
  const list: ListedRoute[] = [];
  app.decorate('routeList', list);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') list.push({ method, url: route.url, schema: route.schema });
    }
  });
}
