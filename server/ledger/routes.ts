/** GET /api/campaigns/{id}/ledger: where a story's money went, for anyone who may see the story. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { StoryParams } from '../../contract/api/campaigns';
import { StoryLedger } from '../../contract/api/ledger';
import { viewerFor } from '../auth/guard';
import { sendSerialised, sendWithEtag } from '../http/etag';
import { cacheTags } from '../http/response-cache';
import { serializerFor } from '../http/serializer';

const write = serializerFor(StoryLedger);

export const ledgerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { campaigns, ledger, responseCache: cache } = app;

  app.get('/api/campaigns/:id/ledger', { schema: { params: StoryParams, response: { 200: StoryLedger } } }, async (request, reply) => {
    const viewer = await viewerFor(request);
    const { id } = request.params;
    // The same for everyone who may see it: signed-out visitors share a copy kept a few seconds.
    if (!viewer) {
      let campaignId = '';
      const answer = await cache.get(
        `ledger:${id}`,
        async () => ledger.open((campaignId = await campaigns.visibleId(id, null))),
        write,
        () => [cacheTags.story(campaignId)],
      );
      return sendSerialised(request, reply, answer);
    }
    return sendWithEtag(request, reply, await ledger.open(await campaigns.visibleId(id, viewer)));
  });
};
