/** The stories API of SPEC.md §7: list, read, create, change, delete, updates, success stories. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { currentUser, requireUser, signedInUser } from '../auth/guard';
import { sendSerialised, sendWithEtag } from '../http/etag';
import type { PublicReads } from './public-reads';
import { HttpError } from '../http/errors';
import { usersRepository } from '../users/repository';
import { CreateBody, IdParam, ListQuery, PageQuery, UpdateBody, UpdatePostBody } from './schemas';
import type { CampaignsService, Viewer } from './service';

export async function viewerFor(request: FastifyRequest): Promise<Viewer | null> {
  const user = await signedInUser(request);
  if (!user) return null;
  const profile = await usersRepository.findById(request.server.db, user.userId);
  return { userId: user.userId, isAdmin: profile?.role === 'admin' };
}

async function requireViewer(request: FastifyRequest): Promise<Viewer> {
  const viewer = await viewerFor(request);
  if (!viewer) throw new HttpError(401, 'Please sign in to continue.');
  return viewer;
}

const isPublicStatus = (status: string | undefined) => status === undefined || status === 'active' || status === 'completed';

export const campaignRoutes: FastifyPluginAsyncTypebox<{ campaigns: CampaignsService; reads: PublicReads }> = async (
  app,
  { campaigns, reads },
) => {
  app.get('/api/campaigns', { schema: { querystring: ListQuery } }, async (request, reply) => {
    const { query } = request;
    // Public lists are the same for everyone: answer them from the short-lived cache.
    if (!query.mine && isPublicStatus(query.status)) return sendSerialised(request, reply, await reads.list(query));
    const result = await campaigns.list(query, await viewerFor(request));
    return sendWithEtag(request, reply, result, query.mine ? 'private, no-cache' : 'no-cache');
  });

  app.get('/api/campaigns/:id', { schema: { params: IdParam } }, async (request, reply) => {
    const viewer = await viewerFor(request);
    if (!viewer) return sendSerialised(request, reply, await reads.story(request.params.id));
    const result = await campaigns.get(request.params.id, viewer);
    return sendWithEtag(request, reply, result, result.owner_view ? 'private, no-cache' : 'no-cache');
  });

  app.post('/api/campaigns', { preHandler: requireUser, schema: { body: CreateBody } }, async (request, reply) => {
    const viewer = await currentUser(request);
    const { submit = true, gallery_upload_ids = [], cover_upload_id = null, ...fields } = request.body;
    const created = await campaigns.create(
      viewer.userId,
      { ...fields, cover_upload_id, gallery_upload_ids },
      submit,
      request.idempotency?.key,
    );
    return reply.status(201).send(created);
  });

  app.put('/api/campaigns/:id', { preHandler: requireUser, schema: { params: IdParam, body: UpdateBody } }, async (request) => {
    const { submit, ...changes } = request.body;
    return campaigns.update(request.params.id, await requireViewer(request), changes, submit);
  });

  app.delete('/api/campaigns/:id', { preHandler: requireUser, schema: { params: IdParam } }, async (request) => {
    const outcome = await campaigns.remove(request.params.id, await requireViewer(request));
    return {
      success: true,
      ...outcome,
      message: outcome.deleted ? 'The story was deleted.' : 'The story has received donations, so it was closed instead of deleted.',
    };
  });

  app.post(
    '/api/campaigns/:id/updates',
    { preHandler: requireUser, schema: { params: IdParam, body: UpdatePostBody } },
    async (request, reply) => {
      const update = await campaigns.postUpdate(request.params.id, await requireViewer(request), request.body, request.idempotency?.key);
      return reply.status(201).send(update);
    },
  );

  app.get('/api/success-stories', { schema: { querystring: PageQuery } }, async (request, reply) => {
    return sendSerialised(request, reply, await reads.success(request.query.page, request.query.limit));
  });
};
