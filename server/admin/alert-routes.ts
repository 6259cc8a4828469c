/** Fraud alerts in the admin API: the list with evidence, and marking one reviewed, dismissed or escalated. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AlertPage, AlertsQuery, IdParams, ReviewAlertAnswer, ReviewAlertBody } from '../../contract/api/admin';
import { actorOf } from './actor';

export const adminAlertRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { alerts } = app.admin;

  app.get('/fraud-alerts', { schema: { querystring: AlertsQuery, response: { 200: AlertPage } } }, async (request) => {
    const { status, rule, campaign_id, page, limit } = request.query;
    const filter = { ...(status ? { status } : {}), ...(rule ? { rule } : {}), ...(campaign_id ? { campaignId: campaign_id } : {}) };
    return alerts.list(filter, page, limit);
  });

  app.post(
    '/fraud-alerts/:id/review',
    { schema: { params: IdParams, body: ReviewAlertBody, response: { 200: ReviewAlertAnswer } } },
    async (request) => {
      const outcome = await alerts.review(await actorOf(request), request.params.id, request.body.status, request.body.note);
      return { success: true, ...outcome };
    },
  );
};
