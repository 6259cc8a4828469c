/**
 * Cash collected in person, for signed-in people: the owner records it and
 * sees their story's records; co-signers see what waits for them and confirm
 * or refuse it. Whose story (or whose to decide) it is is checked before the
 * body is read, so a stranger learns nothing from their input being right or wrong.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { CashBody, CashParams, CashRecord, CashWaiting, RefuseCashBody, StoryCash } from '../../contract/api/cash';
import { currentUser, knownAs, signInRequired } from '../auth/guard';

/** The `id` in the path as sent (before validation): checks of who may call run on it first. */
const rawId = (request: FastifyRequest) => String((request.params as { id?: unknown }).id ?? '');

export const cashRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { cash } = app;
  signInRequired(app);
  const me = async (request: FastifyRequest) => {
    const user = await currentUser(request);
    return { userId: user.userId, email: knownAs(user) };
  };
  const ownerFirst = { preValidation: async (request: FastifyRequest) => cash.assertOwner((await me(request)).userId, rawId(request)) };
  const cosignerFirst = {
    preValidation: async (request: FastifyRequest) => cash.assertCosigner((await me(request)).userId, rawId(request)),
  };
  const privately = { 'cache-control': 'private, no-store' };

  app.get(
    '/api/campaigns/:id/cash',
    { ...ownerFirst, schema: { params: CashParams, response: { 200: StoryCash } } },
    async (request, reply) => reply.headers(privately).send(await cash.ofStory((await me(request)).userId, request.params.id)),
  );

  app.post(
    '/api/campaigns/:id/cash',
    { ...ownerFirst, schema: { params: CashParams, body: CashBody, response: { 201: CashRecord } } },
    async (request, reply) => reply.status(201).send(await cash.record(await me(request), request.params.id, request.body)),
  );

  app.get('/api/cash/waiting', { schema: { response: { 200: CashWaiting } } }, async (request, reply) =>
    reply.headers(privately).send({ items: await cash.waitingFor((await me(request)).userId) }),
  );

  app.post('/api/cash/:id/confirm', { ...cosignerFirst, schema: { params: CashParams, response: { 200: CashRecord } } }, async (request) =>
    cash.decide(await me(request), 'cosigner', request.params.id, true),
  );

  app.post(
    '/api/cash/:id/refuse',
    { ...cosignerFirst, schema: { params: CashParams, body: RefuseCashBody, response: { 200: CashRecord } } },
    async (request) => cash.decide(await me(request), 'cosigner', request.params.id, false, request.body.reason),
  );
};
