/**
 * The admins' review of withdrawals (`/api/admin/withdrawals`), behind the
 * same rule as every admin route: `requireAdmin` runs before anything else.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParams } from '../../contract/api/admin';
import { AdminWithdrawalPage, AdminWithdrawalsQuery, DecisionAnswer, ReasonBody } from '../../contract/api/withdrawals';
import { actorOf } from '../admin/actor';
import { requireAdmin } from '../auth/guard';

export const adminWithdrawalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { withdrawals } = app.payouts;
  app.addHook('onRequest', requireAdmin);

  app.get('/withdrawals', { schema: { querystring: AdminWithdrawalsQuery, response: { 200: AdminWithdrawalPage } } }, async (request) => {
    const { status, campaign_id, page, limit } = request.query;
    return withdrawals.adminList({ ...(status ? { status } : {}), ...(campaign_id ? { campaignId: campaign_id } : {}) }, page, limit);
  });

  app.post('/withdrawals/:id/approve', { schema: { params: IdParams, response: { 200: DecisionAnswer } } }, async (request) =>
    withdrawals.decide(await actorOf(request), request.params.id, 'approve'),
  );

  app.post(
    '/withdrawals/:id/reject',
    { schema: { params: IdParams, body: ReasonBody, response: { 200: DecisionAnswer } } },
    async (request) => withdrawals.decide(await actorOf(request), request.params.id, 'reject', request.body.reason),
  );
};
