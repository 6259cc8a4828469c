/** GET /api/stats/overview: the figures on the home page. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { StatsOverview } from '../../contract/api/campaigns';
import { sendSerialised, type Serialised } from '../http/etag';

/** The figures, kept a few seconds (server/reads). */
export interface CachedStats {
  stats(): Promise<Serialised>;
}

export const statsRoutes: FastifyPluginAsyncTypebox<{ reads: CachedStats }> = async (app, { reads }) => {
  app.get('/api/stats/overview', { schema: { response: { 200: StatsOverview } } }, async (request, reply) =>
    sendSerialised(request, reply, await reads.stats(), 'public, max-age=60'),
  );
};
