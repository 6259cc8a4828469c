/** What waits (GET /dashboard), totals and their trend (GET /stats), and the audit log (GET /audit). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuditPage, AuditQuery, Queues, Stats, StatsQuery } from '../../contract/api/admin';

export const adminOverviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { overview } = app.admin;

  app.get('/dashboard', { schema: { response: { 200: Queues } } }, async () => overview.queues());

  app.get('/stats', { schema: { querystring: StatsQuery, response: { 200: Stats } } }, async (request) =>
    overview.stats(request.query.days),
  );

  app.get('/audit', { schema: { querystring: AuditQuery, response: { 200: AuditPage } } }, async (request) => {
    const { action, target_type, target_id, actor_id, page, limit } = request.query;
    const filter = {
      ...(action ? { action } : {}),
      ...(target_type ? { targetType: target_type } : {}),
      ...(target_id ? { targetId: target_id } : {}),
      ...(actor_id ? { actorId: actor_id } : {}),
    };
    return overview.audit(filter, page, limit);
  });
};
