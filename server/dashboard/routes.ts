/**
 * The owner's dashboard API, for the signed-in caller only: their stories in
 * every state (with the moderation reason), the donations they received (JSON
 * or CSV), and their identity verification request.
 */
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  MyStoriesPage,
  MyStoriesQuery,
  ReceivedAnswer,
  ReceivedQuery,
  Verification,
  VerificationRequest,
} from '../../contract/api/dashboard';
import { currentUser, signInRequired } from '../auth/guard';

export const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { dashboard, verification } = app;
  signInRequired(app);

  app.get('/campaigns', { schema: { querystring: MyStoriesQuery, response: { 200: MyStoriesPage } } }, async (request) => {
    const viewer = await currentUser(request);
    return dashboard.myStories(viewer.userId, request.query.page, request.query.limit);
  });

  app.get('/donations', { schema: { querystring: ReceivedQuery, response: { 200: ReceivedAnswer } } }, async (request, reply) => {
    const viewer = await currentUser(request);
    const { campaign_id, format, lang, page, limit, cursor } = request.query;
    void reply.header('cache-control', 'private, no-store');
    if (format === 'csv') {
      const day = new Date().toISOString().slice(0, 10);
      // Written a batch at a time as it is read; the schema describes the text, which Fastify sends as it comes.
      const csv = Readable.from(dashboard.receivedCsv(viewer.userId, campaign_id, lang ?? 'en'), { objectMode: false });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="nnoboa-donations-${day}.csv"`)
        .send(csv as unknown as string);
    }
    return dashboard.received(viewer.userId, campaign_id, page, limit, cursor);
  });

  app.get('/verification', { schema: { response: { 200: Verification } } }, async (request) =>
    verification.view((await currentUser(request)).userId),
  );

  app.post('/verification', { schema: { body: VerificationRequest, response: { 201: Verification } } }, async (request, reply) => {
    const viewer = await currentUser(request);
    const view = await verification.request(viewer.userId, request.body.ghana_card_number, request.body.document_upload_id);
    return reply.status(201).send(view);
  });
};
