/** GET /api/campaigns/{id}/donations: the public donor wall, paged. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { PublicReads } from '../campaigns/public-reads';
import { viewerFor } from '../campaigns/routes';
import { IdParam, PageQuery } from '../campaigns/schemas';
import type { CampaignsService } from '../campaigns/service';
import { sendSerialised, serialise } from '../http/etag';
import { donationsRepository, toWallEntry } from './repository';

export const donorWallRoutes: FastifyPluginAsyncTypebox<{ campaigns: CampaignsService; reads: PublicReads }> = async (
  app,
  { campaigns, reads },
) => {
  app.get('/api/campaigns/:id/donations', { schema: { params: IdParam, querystring: PageQuery } }, async (request, reply) => {
    const viewer = await viewerFor(request);
    const { page, limit } = request.query;
    // The wall is the same for everyone who may see it; signed-out visitors share a cached copy.
    if (!viewer) return sendSerialised(request, reply, await reads.wall(request.params.id, page, limit));
    const campaignId = await campaigns.visibleId(request.params.id, viewer);
    const { rows, total } = await donationsRepository.wall(app.db, campaignId, limit, (page - 1) * limit);
    return sendSerialised(
      request,
      reply,
      serialise({ items: rows.map(toWallEntry), page, limit, total, total_pages: Math.max(1, Math.ceil(total / limit)) }),
    );
  });
};
