/**
 * Words of support on a story: `GET /api/campaigns/{id}/words` (a page of
 * them, newest first, under `items`), `POST` the same path with `{ "text" }`
 * (signed in), and a word's own `hide`, `show` (the story's owner) and
 * `report` (anyone). Visitors share a short-lived cached page, dropped when
 * what the story shows changes.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { StoryWordsParams, Word, WordBody, WordPage, WordParams, WordReported, WordsQuery } from '../../contract/api/words';
import { userOnly, viewerFor } from '../auth/guard';
import { sendSerialised, sendWithEtag } from '../http/etag';

export const wordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { words } = app;

  app.get(
    '/api/campaigns/:id/words',
    { schema: { params: StoryWordsParams, querystring: WordsQuery, response: { 200: WordPage } } },
    async (request, reply) => {
      const viewer = await viewerFor(request);
      if (viewer)
        return sendWithEtag(request, reply, (await words.page(request.params.id, viewer, request.query)).page, 'private, no-cache');
      // Visitors share a copy kept a few seconds (the public reads, which the server-rendered story is made from too).
      const answer = await app.reads.words(request.params.id, request.query);
      return sendSerialised(request, reply, answer);
    },
  );

  app.post(
    '/api/campaigns/:id/words',
    { ...userOnly, schema: { params: StoryWordsParams, body: WordBody, response: { 201: Word } } },
    async (request, reply) => {
      const viewer = await viewerFor(request);
      const word = await words.write(request.params.id, viewer!, request.body.text, request.idempotency?.key);
      return reply.status(201).send(word);
    },
  );

  for (const [path, hidden] of [
    ['hide', true],
    ['show', false],
  ] as const) {
    app.post(`/api/words/:id/${path}`, { ...userOnly, schema: { params: WordParams, response: { 200: Word } } }, async (request) =>
      words.setHidden(request.params.id, (await viewerFor(request))!, hidden),
    );
  }

  app.post('/api/words/:id/report', { schema: { params: WordParams, response: { 201: WordReported } } }, async (request, reply) => {
    await words.report(request.params.id, { viewer: await viewerFor(request), ip: request.ip });
    return reply.status(201).send({ success: true, message: 'Thank you. Our team will read this word of support.' });
  });
};
