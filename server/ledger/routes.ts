/** GET /api/campaigns/{id}/ledger: where a story's money went, for anyone who may see the story. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { StoryParams } from '../../contract/api/campaigns';
import { StoryLedger } from '../../contract/api/ledger';
import { viewerFor } from '../auth/guard';
import { sendSerialised, sendWithEtag } from '../http/etag';

export const ledgerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { campaigns, ledger } = app;

  app.get('/api/campaigns/:id/ledger', { schema: { params: StoryParams, response: { 200: StoryLedger } } }, async (request, reply) => {
    const viewer = await viewerFor(request);
    const { id } = request.params;
    // The same for everyone who may see it: signed-out visitors share a copy kept a few seconds (the public
    // reads, which the server-rendered story page is made from too).
    if (!viewer) return sendSerialised(request, reply, await app.reads.ledger(id));
    return sendWithEtag(request, reply, await ledger.open(await campaigns.visibleId(id, viewer)));
  });
};
