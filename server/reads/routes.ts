/**
 * What anyone may read about stories: the lists, one story, success stories,
 * a story's donor wall and the home page's figures. Signed-out visitors share
 * answers kept a few seconds (./public-reads.ts, the same ones server
 * rendering shows); a signed-in person gets their own (an owner sees their
 * story, and their own list, as its owner).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DonorWallPage,
  ListQuery,
  PageQuery,
  StatsOverview,
  StoryCardPage,
  StoryPage,
  StoryParams,
  SuccessStoryPage,
  WallQuery,
} from '../../contract/api/campaigns';
import { viewerFor } from '../auth/guard';
import { sendSerialised, sendWithEtag } from '../http/etag';

const isPublicStatus = (status: string | undefined) => status === undefined || status === 'active' || status === 'completed';

export const publicReadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { campaigns, donations, reads } = app;

  app.get('/api/campaigns', { schema: { querystring: ListQuery, response: { 200: StoryCardPage } } }, async (request, reply) => {
    const { query } = request;
    // Public lists are the same for everyone: answer them from the short-lived cache.
    if (!query.mine && isPublicStatus(query.status)) return sendSerialised(request, reply, await reads.list(query));
    const result = await campaigns.list(query, await viewerFor(request));
    return sendWithEtag(request, reply, result, query.mine ? 'private, no-cache' : 'no-cache');
  });

  app.get('/api/campaigns/:id', { schema: { params: StoryParams, response: { 200: StoryPage } } }, async (request, reply) => {
    const viewer = await viewerFor(request);
    if (!viewer) return sendSerialised(request, reply, await reads.story(request.params.id));
    const result = await campaigns.get(request.params.id, viewer);
    return sendWithEtag(request, reply, result, result.owner_view ? 'private, no-cache' : 'no-cache');
  });

  app.get('/api/success-stories', { schema: { querystring: PageQuery, response: { 200: SuccessStoryPage } } }, async (request, reply) => {
    return sendSerialised(request, reply, await reads.success(request.query.page, request.query.limit));
  });

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

  app.get('/api/stats/overview', { schema: { response: { 200: StatsOverview } } }, async (request, reply) =>
    sendSerialised(request, reply, await reads.stats(), 'public, max-age=60'),
  );
};
