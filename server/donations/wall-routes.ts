/** GET /api/campaigns/{id}/donations: the public donor wall, paged. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { viewerFor } from '../campaigns/routes';
import { IdParam, PageQuery } from '../campaigns/schemas';
import type { CampaignsService } from '../campaigns/service';
import { sendWithEtag } from '../http/etag';
import { donationsRepository, toWallEntry } from './repository';

export const donorWallRoutes: FastifyPluginAsyncTypebox<{ campaigns: CampaignsService }> = async (app, { campaigns }) => {
  app.get('/api/campaigns/:id/donations', { schema: { params: IdParam, querystring: PageQuery } }, async (request, reply) => {
    const campaignId = await campaigns.visibleId(request.params.id, await viewerFor(request));
    const { page, limit } = request.query;
    const { rows, total } = await donationsRepository.wall(app.db, campaignId, limit, (page - 1) * limit);
    return sendWithEtag(request, reply, { items: rows.map(toWallEntry), page, limit, total, total_pages: Math.max(1, Math.ceil(total / limit)) });
  });
};
