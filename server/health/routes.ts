import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Database } from '../db/database';

const Health = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
  version: Type.String(),
  database: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
  uptime: Type.Number({ description: 'seconds since the server started' }),
});

export const healthRoutes: FastifyPluginAsyncTypebox<{ db: Database; version: string }> = async (app, { db, version }) => {
  app.get('/api/health', { schema: { response: { 200: Health, 503: Health } } }, async (_request, reply) => {
    const reachable = await db.query('select 1').then(
      () => true,
      () => false,
    );
    const body = { status: reachable ? 'ok' : 'degraded', version, database: db.kind, uptime: Math.round(process.uptime()) } as const;
    return reply
      .header('cache-control', 'no-store')
      .status(reachable ? 200 : 503)
      .send(body);
  });
};
