/** Accounts in the admin API: search, verification decisions, the Ghana Card photo (private), admin rights. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AccountPage, AccountsQuery, IdParams, RoleAnswer, RoleBody, VerifyAnswer, VerifyBody } from '../../contract/api/admin';
import { notFound } from '../domain/errors';
import { actorOf } from './actor';

export const adminUserRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { accounts } = app.admin;

  app.get('/users', { schema: { querystring: AccountsQuery, response: { 200: AccountPage } } }, async (request) => {
    const { q, verification, role, page, limit } = request.query;
    return accounts.list({ ...(q ? { q } : {}), ...(verification ? { verification } : {}), ...(role ? { role } : {}) }, page, limit);
  });

  app.post('/users/:id/verify', { schema: { params: IdParams, body: VerifyBody, response: { 200: VerifyAnswer } } }, async (request) => {
    const outcome = await accounts.decide(await actorOf(request), request.params.id, request.body.status, request.body.note);
    return { success: true, ...outcome };
  });

  // Identity documents are never public files: an admin's browser fetches this with its token and shows the blob.
  app.get(
    '/users/:id/document',
    { schema: { params: IdParams }, config: { rawAnswer: 'a photo of an identity document (image/webp)' } },
    async (request, reply) => {
      const file = await accounts.documentFile(await actorOf(request), request.params.id);
      if (!file) throw notFound('The identity document file is missing.');
      return reply
        .type('image/webp')
        .header('content-length', file.size)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline')
        .send(file.body);
    },
  );

  app.post('/users/:id/role', { schema: { params: IdParams, body: RoleBody, response: { 200: RoleAnswer } } }, async (request) => {
    const outcome = await accounts.setRole(await actorOf(request), request.params.id, request.body.role);
    return { success: true, ...outcome };
  });
};
