/** The stories part of the admin API: listings, the pending queue with full previews, moderation one by one and in bulk. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminStoryPage,
  BulkAnswer,
  BulkModerateBody,
  IdParams,
  ModerateAnswer,
  ModerateBody,
  PendingQuery,
  PendingStoryPage,
  StoriesQuery,
} from '../../contract/api/admin';
import { httpStatusOf } from '../http/errors';
import { actorOf } from './actor';

export const adminCampaignRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { moderation } = app.admin;

  app.get('/campaigns', { schema: { querystring: StoriesQuery, response: { 200: AdminStoryPage } } }, async (request) => {
    const { status, q, owner_id, page, limit } = request.query;
    return moderation.list(
      { ...(status ? { statuses: [status] } : {}), ...(q ? { q } : {}), ...(owner_id ? { ownerId: owner_id } : {}) },
      page,
      limit,
    );
  });

  app.get('/campaigns/pending', { schema: { querystring: PendingQuery, response: { 200: PendingStoryPage } } }, async (request) =>
    moderation.pending(request.query.q, request.query.page, request.query.limit),
  );

  app.post(
    '/campaigns/:id/moderate',
    { schema: { params: IdParams, body: ModerateBody, response: { 200: ModerateAnswer } } },
    async (request) => {
      const outcome = await moderation.moderate(await actorOf(request), request.params.id, request.body.action, request.body.reason);
      return { success: true, ...outcome };
    },
  );

  app.post('/campaigns/bulk-moderate', { schema: { body: BulkModerateBody, response: { 200: BulkAnswer } } }, async (request) => {
    const { ids, action, reason } = request.body;
    // Each story's refusal is answered with the status code it would have had on its own.
    const results = (await moderation.bulk(await actorOf(request), ids, action, reason)).map((result) =>
      result.ok ? result : { id: result.id, ok: false as const, code: httpStatusOf(result.error), message: result.error.message },
    );
    const succeeded = results.filter((r) => r.ok).length;
    return { success: succeeded === results.length, succeeded, failed: results.length - succeeded, results };
  });
};
