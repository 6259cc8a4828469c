/**
 * The plumbing every route stands on, registered first: bodies parsed and
 * checked by schema, the table of routes, request ids and one log line per
 * request, errors turned into answers, compression, security headers, and the
 * short-lived cache of public answers.
 */
import compress from '@fastify/compress';
import fp from 'fastify-plugin';
import { registerErrorHandling } from './errors';
import { ResponseCache } from './response-cache';
import { recordRoutes, type RouteEntry } from './route-table';
import { registerSecurityHeaders } from './security';
import { validatorCompiler } from './validation';

export const httpModule = fp(
  async (app) => {
    app.setValidatorCompiler(validatorCompiler);
    // supabase-js sends an empty body with a JSON content type (e.g. on sign-out): treat it as no body.
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body.toString();
      if (text.trim() === '') done(null, undefined);
      else parseJson(request, text, done);
    });
    app.decorate('routeTable', recordRoutes(app));
    registerErrorHandling(app);

    app.addHook('onRequest', async (request, reply) => {
      void reply.header('x-request-id', request.id);
    });
    // One line per request, carrying the reason of a 4xx, so errors are logged once.
    app.addHook('onResponse', async (request, reply) => {
      const line = { method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) };
      if (reply.statusCode >= 500) request.log.error(line, 'request');
      else if (reply.statusCode >= 400) request.log.warn({ ...line, reason: request.errorSummary }, 'request');
      else request.log.info(line, 'request');
    });

    const { config } = app;
    await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024, brotliOptions: { params: { 1: 4 } } });
    await registerSecurityHeaders(app, { https: config.publicUrl.startsWith('https://'), extraConnectSources: config.connectSources });
    app.decorate('responseCache', new ResponseCache(config.responseCacheSeconds * 1000));
  },
  { name: 'http' },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route and what it declares it answers (see ./route-table.ts). */
    routeTable: () => RouteEntry[];
    /** Public answers kept a few seconds, tagged by what they show (./response-cache.ts). */
    responseCache: ResponseCache;
  }
}
