/** GET /api/health: whether the server and its database answer, for load balancers and uptime checks. */
import { readFileSync } from 'node:fs';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Health } from '../../contract/api/health';
import { isReachable } from '../db/database';

const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  app.get('/api/health', { schema: { response: { 200: Health, 503: Health } } }, async (_request, reply) => {
    const reachable = await isReachable(db);
    const body = { status: reachable ? 'ok' : 'degraded', version, database: db.kind, uptime: Math.round(process.uptime()) } as const;
    return reply
      .header('cache-control', 'no-store')
      .status(reachable ? 200 : 503)
      .send(body);
  });
};
