/** Accounts in the admin API: search, verification decisions, the Ghana Card photo (private), admin rights. */
import { readFile } from 'node:fs/promises';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../domain/errors';
import { verificationRepository } from '../users/verification-repository';
import type { AccountsService } from './accounts-service';
import { actorOf } from './actor';
import { toAccount } from './dto';
import { IdParam, paged, RoleAnswer, RoleBody, UsersQuery, VerifyAnswer, VerifyBody } from './schemas';

export const adminUserRoutes: FastifyPluginAsyncTypebox<{ accounts: AccountsService }> = async (app, { accounts }) => {
  app.get('/users', { schema: { querystring: UsersQuery } }, async (request) => {
    const { q, verification, role, page, limit } = request.query;
    const { rows, total } = await verificationRepository.list(app.db, {
      ...(q ? { q } : {}),
      ...(verification ? { verification } : {}),
      ...(role ? { role } : {}),
      limit,
      offset: (page - 1) * limit,
    });
    return paged(rows.map(toAccount), total, page, limit);
  });

  app.post('/users/:id/verify', { schema: { params: IdParam, body: VerifyBody, response: { 200: VerifyAnswer } } }, async (request) => {
    const outcome = await accounts.decide(await actorOf(request), request.params.id, request.body.status, request.body.note);
    return { success: true, ...outcome };
  });

  // Identity documents are never public files: an admin's browser fetches this with its token and shows the blob.
  app.get('/users/:id/document', { schema: { params: IdParam } }, async (request, reply) => {
    const file = await accounts.documentFile(await actorOf(request), request.params.id);
    const bytes = await readFile(file).catch(() => {
      throw notFound('The identity document file is missing.');
    });
    return reply.type('image/webp').header('cache-control', 'private, no-store').header('content-disposition', 'inline').send(bytes);
  });

  app.post('/users/:id/role', { schema: { params: IdParam, body: RoleBody, response: { 200: RoleAnswer } } }, async (request) => {
    const outcome = await accounts.setRole(await actorOf(request), request.params.id, request.body.role);
    return { success: true, ...outcome };
  });
};
