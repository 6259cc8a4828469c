/** The stories part of the admin API: listings, the pending queue with full previews, moderation one by one and in bulk. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { campaignsRepository } from '../campaigns/repository';
import { httpStatusOf } from '../http/errors';
import { describeUpload } from '../uploads/storage';
import { actorOf } from './actor';
import { adminCampaignsRepository } from './campaigns-repository';
import { toAdminCampaign, toPendingCampaign } from './dto';
import type { ModerationService } from './moderation-service';
import { BulkAnswer, BulkModerateBody, CampaignsQuery, IdParam, ModerateAnswer, ModerateBody, paged, PendingQuery } from './schemas';

export const adminCampaignRoutes: FastifyPluginAsyncTypebox<{ moderation: ModerationService }> = async (app, { moderation }) => {
  app.get('/campaigns', { schema: { querystring: CampaignsQuery } }, async (request) => {
    const { status, q, owner_id, page, limit } = request.query;
    const { rows, total } = await adminCampaignsRepository.list(app.db, {
      ...(status ? { statuses: [status] } : {}),
      ...(q ? { q } : {}),
      ...(owner_id ? { ownerId: owner_id } : {}),
      order: 'recent',
      limit,
      offset: (page - 1) * limit,
    });
    return paged(rows.map(toAdminCampaign), total, page, limit);
  });

  app.get('/campaigns/pending', { schema: { querystring: PendingQuery } }, async (request) => {
    const { q, page, limit } = request.query;
    const { rows, total } = await adminCampaignsRepository.list(app.db, {
      statuses: ['pending'],
      ...(q ? { q } : {}),
      order: 'queue',
      limit,
      offset: (page - 1) * limit,
    });
    const stories = await adminCampaignsRepository.stories(
      app.db,
      rows.map((r) => r.id),
    );
    const items = await Promise.all(
      rows.map(async (row) => {
        const gallery = await campaignsRepository.gallery(app.db, row.id);
        const story = stories.find((s) => s.id === row.id)?.story ?? '';
        return toPendingCampaign(
          row,
          story,
          gallery.map((image) => describeUpload({ ...image, kind: 'image' })),
        );
      }),
    );
    return paged(items, total, page, limit);
  });

  app.post(
    '/campaigns/:id/moderate',
    { schema: { params: IdParam, body: ModerateBody, response: { 200: ModerateAnswer } } },
    async (request) => {
      const outcome = await moderation.moderate(await actorOf(request), request.params.id, request.body.action, request.body.reason);
      return { success: true, ...outcome };
    },
  );

  app.post('/campaigns/bulk-moderate', { schema: { body: BulkModerateBody, response: { 200: BulkAnswer } } }, async (request) => {
    const { ids, action, reason } = request.body;
    const results = (await moderation.bulk(await actorOf(request), ids, action, reason)).map((result) =>
      result.ok ? result : { id: result.id, ok: false as const, code: httpStatusOf(result.error), message: result.error.message },
    );
    const succeeded = results.filter((r) => r.ok).length;
    return { success: succeeded === results.length, succeeded, failed: results.length - succeeded, results };
  });
};
