/** POST /api/report/fraud: anyone may tell the team a story looks wrong (see ./service.ts for the limits). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ReportBody, ReportFiled } from '../../contract/api/reports';
import { viewerFor } from '../auth/guard';

export const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { reports } = app;

  app.post('/api/report/fraud', { schema: { body: ReportBody, response: { 201: ReportFiled } } }, async (request, reply) => {
    const id = await reports.file(request.body, { viewer: await viewerFor(request), ip: request.ip }, request.idempotency?.key);
    return reply.status(201).send({ success: true, id, message: 'Thank you. Our team will review this story.' });
  });
};
