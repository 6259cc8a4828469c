/** GET /api/campaigns/{id}/donations: the public donor wall, paged. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { viewerFor } from '../campaigns/routes';
import { IdParam, PageQuery } from '../campaigns/schemas';
import type { CampaignsService } from '../campaigns/service';
import { sendSerialised, serialise } from '../http/etag';
import type { ResponseCache } from '../http/response-cache';
import { donationsRepository, toWallEntry } from './repository';

export const donorWallRoutes: FastifyPluginAsyncTypebox<{ campaigns: CampaignsService; cache: ResponseCache }> = async (app, { campaigns, cache }) => {
  app.get('/api/campaigns/:id/donations', { schema: { params: IdParam, querystring: PageQuery } }, async (request, reply) => {
    const viewer = await viewerFor(request);
    const { page, limit } = request.query;
    const wall = async () => {
      const campaignId = await campaigns.visibleId(request.params.id, viewer);
      const { rows, total } = await donationsRepository.wall(app.db, campaignId, limit, (page - 1) * limit);
      return { items: rows.map(toWallEntry), page, limit, total, total_pages: Math.max(1, Math.ceil(total / limit)) };
    };
    // The wall is the same for everyone who may see it; anonymous visitors share a cached copy.
    return sendSerialised(request, reply, viewer ? serialise(await wall()) : await cache.get(`wall:${request.params.id}:${page}:${limit}`, wall));
  });
};
