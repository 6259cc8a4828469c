/** The stories API (/api/campaigns): list, read, create, change, delete, updates, success stories. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  CreateBody,
  ListQuery,
  PageQuery,
  StoryCardPage,
  StoryPage,
  StoryParams,
  StoryRemoved,
  StoryUpdate,
  SuccessStoryPage,
  UpdateBody,
  UpdatePostBody,
} from '../../contract/api/campaigns';
import { currentUser, userOnly, viewerFor } from '../auth/guard';
import { unauthenticated } from '../domain/errors';
import type { Viewer } from '../domain/viewer';
import { sendSerialised, sendWithEtag, type Serialised } from '../http/etag';
import type { CampaignsService } from './service';

/** Public answers, kept a few seconds and shared with server rendering (server/reads). */
export interface CachedStoryReads {
  list(query: ListQuery): Promise<Serialised>;
  story(idOrSlug: string): Promise<Serialised>;
  success(page: number, limit: number): Promise<Serialised>;
}

async function requireViewer(request: FastifyRequest): Promise<Viewer> {
  const viewer = await viewerFor(request);
  if (!viewer) throw unauthenticated();
  return viewer;
}

const isPublicStatus = (status: string | undefined) => status === undefined || status === 'active' || status === 'completed';

export const campaignRoutes: FastifyPluginAsyncTypebox<{ campaigns: CampaignsService; reads: CachedStoryReads }> = async (
  app,
  { campaigns, reads },
) => {
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

  app.get('/api/success-stories', { schema: { querystring: PageQuery, response: { 200: SuccessStoryPage } } }, async (request, reply) => {
    return sendSerialised(request, reply, await reads.success(request.query.page, request.query.limit));
  });
};
