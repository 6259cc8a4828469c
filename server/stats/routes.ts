/** GET /api/stats/overview: the figures on the home page. */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sendSerialised } from '../http/etag';
import type { ResponseCache } from '../http/response-cache';

const Overview = Type.Object({
  total_raised: Type.Integer({ description: 'pesewas raised by all succeeded donations' }),
  active_campaigns: Type.Integer(),
  donors: Type.Integer({ description: 'succeeded donations' }),
  funded_campaigns: Type.Integer({ description: 'stories that reached their goal' }),
});

export const statsRoutes: FastifyPluginAsyncTypebox<{ cache: ResponseCache }> = async (app, { cache }) => {
  const overview = async () => {
    const [row] = await app.db.query<{ total_raised: number; active_campaigns: number; donors: number; funded_campaigns: number }>(
      `select
         coalesce(sum(raised) filter (where status in ('active', 'completed', 'paused')), 0)::bigint as total_raised,
         count(*) filter (where status = 'active')::int as active_campaigns,
         coalesce(sum(donor_count) filter (where status in ('active', 'completed', 'paused')), 0)::int as donors,
         count(*) filter (where status in ('active', 'completed') and raised >= goal)::int as funded_campaigns
       from campaigns`,
    );
    return row ?? { total_raised: 0, active_campaigns: 0, donors: 0, funded_campaigns: 0 };
  };
  app.get('/api/stats/overview', { schema: { response: { 200: Overview } } }, async (request, reply) =>
    sendSerialised(request, reply, await cache.get('stats', overview), 'public, max-age=60'),
  );
};
