/** Reports in the admin API: the list, opening one as an admin, processing one. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  IdParams,
  OpenReportAnswer,
  OpenReportBody,
  ProcessReportAnswer,
  ProcessReportBody,
  ReportPage,
  ReportsQuery,
} from '../../contract/api/admin';
import { actorOf } from './actor';

export const adminReportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { reports } = app.admin;

  app.get('/reports', { schema: { querystring: ReportsQuery, response: { 200: ReportPage } } }, async (request) => {
    const { status, campaign_id, page, limit } = request.query;
    return reports.list({ ...(status ? { status } : {}), ...(campaign_id ? { campaignId: campaign_id } : {}) }, page, limit);
  });

  app.post('/reports', { schema: { body: OpenReportBody, response: { 201: OpenReportAnswer } } }, async (request, reply) => {
    const { campaign_id, reason, details } = request.body;
    const opened = await reports.open(await actorOf(request), campaign_id, reason, details);
    return reply.status(201).send({ success: true, ...opened });
  });

  app.post(
    '/reports/:id/process',
    { schema: { params: IdParams, body: ProcessReportBody, response: { 200: ProcessReportAnswer } } },
    async (request) => {
      const outcome = await reports.process(await actorOf(request), request.params.id, request.body.action, request.body.note);
      return { success: true, ...outcome };
    },
  );
};
