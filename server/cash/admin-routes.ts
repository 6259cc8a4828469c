/**
 * The admins' part in cash collected in person (`/api/admin/cash`): they
 * confirm or refuse the records of stories without co-signers. Behind the
 * same rule as every admin route: `requireAdmin` runs before anything else.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminCashPage, AdminCashQuery, CashParams, CashRecord, RefuseCashBody } from '../../contract/api/cash';
import { actorOf } from '../admin/actor';
import { signInRequired } from '../auth/guard';

export const adminCashRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { cash } = app;
  signInRequired(app, 'admin');

  app.get('/cash', { schema: { querystring: AdminCashQuery, response: { 200: AdminCashPage } } }, async (request) =>
    cash.adminList(request.query.status, request.query.page, request.query.limit),
  );

  app.post('/cash/:id/confirm', { schema: { params: CashParams, response: { 200: CashRecord } } }, async (request) =>
    cash.decide(await actorOf(request), 'admin', request.params.id, true),
  );

  app.post('/cash/:id/refuse', { schema: { params: CashParams, body: RefuseCashBody, response: { 200: CashRecord } } }, async (request) =>
    cash.decide(await actorOf(request), 'admin', request.params.id, false, request.body.reason),
  );
};
