/** GET /api/campaigns/{id}/donations: the public donor wall, paged. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DonorWallPage, StoryParams, WallQuery } from '../../contract/api/campaigns';
import { viewerFor } from '../auth/guard';
import type { CampaignsService } from '../campaigns/service';
import { sendSerialised, sendWithEtag, type Serialised } from '../http/etag';
import type { DonationsService } from './service';

/** The wall as a signed-out visitor sees it, kept a few seconds (server/reads). */
export interface CachedWall {
  wall(idOrSlug: string, page: number, limit: number, cursor?: string): Promise<Serialised>;
}

export const donorWallRoutes: FastifyPluginAsyncTypebox<{
  campaigns: CampaignsService;
  donations: DonationsService;
  reads: CachedWall;
}> = async (app, { campaigns, donations, reads }) => {
  app.get(
    '/api/campaigns/:id/donations',
    { schema: { params: StoryParams, querystring: WallQuery, response: { 200: DonorWallPage } } },
    async (request, reply) => {
      const viewer = await viewerFor(request);
      const { page, limit, cursor } = request.query;
      // The wall is the same for everyone who may see it; signed-out visitors share a cached copy.
      if (!viewer) return sendSerialised(request, reply, await reads.wall(request.params.id, page, limit, cursor));
      const campaignId = await campaigns.visibleId(request.params.id, viewer);
      return sendWithEtag(request, reply, await donations.wall(campaignId, page, limit, cursor));
    },
  );
};
