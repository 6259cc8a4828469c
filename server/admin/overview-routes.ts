/** What waits (GET /dashboard), totals and their trend (GET /stats), and the audit log (GET /audit). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { auditRepository } from './audit-repository';
import { toAuditEntry } from './dto';
import { overviewRepository } from './overview-repository';
import { AuditQuery, paged, StatsQuery } from './schemas';

export const adminOverviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/dashboard', async () => {
    const queues = await overviewRepository.queues(app.db);
    return { ...queues, oldest_pending_at: queues.oldest_pending_at?.toISOString() ?? null };
  });

  app.get('/stats', { schema: { querystring: StatsQuery } }, async (request) => {
    const [totals, trend] = await Promise.all([overviewRepository.totals(app.db), overviewRepository.trend(app.db, request.query.days)]);
    return { totals, days: request.query.days, trend };
  });

  app.get('/audit', { schema: { querystring: AuditQuery } }, async (request) => {
    const { action, target_type, target_id, actor_id, page, limit } = request.query;
    const { rows, total } = await auditRepository.list(app.db, {
      ...(action ? { action } : {}),
      ...(target_type ? { targetType: target_type } : {}),
      ...(target_id ? { targetId: target_id } : {}),
      ...(actor_id ? { actorId: actor_id } : {}),
      limit,
      offset: (page - 1) * limit,
    });
    return paged(rows.map(toAuditEntry), total, page, limit);
  });
};
