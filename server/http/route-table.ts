/**
 * Every route the server registers, as Fastify saw it, with the status codes
 * its answers are declared for (their schemas come from contract/api). Routes
 * that answer files or pages rather than JSON say why, in `config.rawAnswer`;
 * a test walks this table and fails on any route with neither.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';

export interface RouteEntry {
  method: string;
  url: string;
  /** Status codes with a response schema. */
  answers: string[];
  /** Why the route answers without one (a file, a page), when it does. */
  rawAnswer: string | null;
}

/** Call before any route is registered; the list fills as routes are added. */
export function recordRoutes(app: FastifyInstance): () => RouteEntry[] {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => void routes.push(route));
  // Read when asked: hooks of inner scopes (see `registerRaw`) may still mark a route after this one saw it.
  return () =>
    routes.flatMap((route) =>
      [route.method].flat().map((method) => ({
        method,
        url: route.url,
        answers: Object.keys((route.schema?.response as Record<string, unknown> | undefined) ?? {}),
        rawAnswer: route.config?.rawAnswer ?? null,
      })),
    );
}

/** Registers routes that answer files or pages instead of JSON (e.g. static files), each marked with the reason. */
export async function registerRaw(app: FastifyInstance, reason: string, register: (scope: FastifyInstance) => PromiseLike<unknown>) {
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, rawAnswer: reason };
    });
    await register(scope);
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Why this route answers without a JSON schema: a file, a page, a stream. */
    rawAnswer?: string;
  }
}
