/** The stories API: create, change, delete, post updates (what anyone may read is server/reads). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { CreateBody, StoryPage, StoryParams, StoryRemoved, StoryUpdate, UpdateBody, UpdatePostBody } from '../../contract/api/campaigns';
import { currentUser, userOnly, viewerFor } from '../auth/guard';
import { unauthenticated } from '../domain/errors';
import type { Viewer } from '../domain/viewer';

async function requireViewer(request: FastifyRequest): Promise<Viewer> {
  const viewer = await viewerFor(request);
  if (!viewer) throw unauthenticated();
  return viewer;
}

export const campaignRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { campaigns } = app;

  app.post('/api/campaigns', { ...userOnly, schema: { body: CreateBody, response: { 201: StoryPage } } }, async (request, reply) => {
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

  app.put(
    '/api/campaigns/:id',
    { ...userOnly, schema: { params: StoryParams, body: UpdateBody, response: { 200: StoryPage } } },
    async (request) => {
      const { submit, ...changes } = request.body;
      return campaigns.update(request.params.id, await requireViewer(request), changes, submit);
    },
  );

  app.delete('/api/campaigns/:id', { ...userOnly, schema: { params: StoryParams, response: { 200: StoryRemoved } } }, async (request) => {
    const outcome = await campaigns.remove(request.params.id, await requireViewer(request));
    return {
      success: true as const,
      ...outcome,
      message: outcome.deleted ? 'The story was deleted.' : 'The story has received donations, so it was closed instead of deleted.',
    };
  });

  app.post(
    '/api/campaigns/:id/updates',
    { ...userOnly, schema: { params: StoryParams, body: UpdatePostBody, response: { 201: StoryUpdate } } },
    async (request, reply) => {
      const update = await campaigns.postUpdate(request.params.id, await requireViewer(request), request.body, request.idempotency?.key);
      return reply.status(201).send(update);
    },
  );
};
