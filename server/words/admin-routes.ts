/**
 * The team's part in words of support (`/api/admin/words`): the words waiting
 * to be read, the reported ones, or all; and a decision on one (approve,
 * reject, remove, keep). Behind the same rule as every admin route:
 * `requireAdmin` runs before anything else.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminWordPage, AdminWordsQuery, DecideWordBody, Word, WordParams } from '../../contract/api/words';
import { actorOf } from '../admin/actor';
import { signInRequired } from '../auth/guard';

export const adminWordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { words } = app;
  signInRequired(app, 'admin');

  app.get('/words', { schema: { querystring: AdminWordsQuery, response: { 200: AdminWordPage } } }, async (request) =>
    words.adminList(request.query.queue, request.query.page, request.query.limit),
  );

  app.post('/words/:id/decide', { schema: { params: WordParams, body: DecideWordBody, response: { 200: Word } } }, async (request) =>
    words.decide(await actorOf(request), request.params.id, request.body.decision, request.body.reason),
  );
};
