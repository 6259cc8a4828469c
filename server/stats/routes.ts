/** GET /api/stats/overview: the figures on the home page. */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { PublicReads } from '../campaigns/public-reads';
import { sendSerialised } from '../http/etag';

const Overview = Type.Object({
  total_raised: Type.Integer({ description: 'pesewas raised by all succeeded donations' }),
  active_campaigns: Type.Integer(),
  donors: Type.Integer({ description: 'succeeded donations' }),
  funded_campaigns: Type.Integer({ description: 'stories that reached their goal' }),
});

export const statsRoutes: FastifyPluginAsyncTypebox<{ reads: PublicReads }> = async (app, { reads }) => {
  app.get('/api/stats/overview', { schema: { response: { 200: Overview } } }, async (request, reply) =>
    sendSerialised(request, reply, await reads.stats(), 'public, max-age=60'),
  );
};
