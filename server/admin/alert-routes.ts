/** Fraud alerts in the admin API: the list with evidence, and marking one reviewed, dismissed or escalated. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fraudRepository } from '../fraud/repository';
import { actorOf } from './actor';
import type { FraudAlertsService } from './alerts-service';
import { toAlert } from './dto';
import { AlertsQuery, IdParam, paged, ReviewAlertAnswer, ReviewAlertBody } from './schemas';

export const adminAlertRoutes: FastifyPluginAsyncTypebox<{ alerts: FraudAlertsService }> = async (app, { alerts }) => {
  app.get('/fraud-alerts', { schema: { querystring: AlertsQuery } }, async (request) => {
    const { status, rule, campaign_id, page, limit } = request.query;
    const { rows, total } = await fraudRepository.list(app.db, {
      ...(status ? { status } : {}),
      ...(rule ? { rule } : {}),
      ...(campaign_id ? { campaignId: campaign_id } : {}),
      limit,
      offset: (page - 1) * limit,
    });
    return paged(rows.map(toAlert), total, page, limit);
  });

  app.post(
    '/fraud-alerts/:id/review',
    { schema: { params: IdParam, body: ReviewAlertBody, response: { 200: ReviewAlertAnswer } } },
    async (request) => {
      const outcome = await alerts.review(await actorOf(request), request.params.id, request.body.status, request.body.note);
      return { success: true, ...outcome };
    },
  );
};
