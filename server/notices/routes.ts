/**
 * The notices API: the VAPID key (anyone), a browser's subscription and a
 * person's choices (signed in, checked before the body is read), turning a
 * browser off (the endpoint is the proof), a story's news on a phone (signed
 * in or not), and the test notice.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Followed,
  FollowParams,
  NoticePreferences,
  PreferencesBody,
  PushKey,
  PushSubscriptionBody,
  SubscriptionMine,
  SubscriptionRemoved,
  SubscriptionSaved,
  TestSent,
  UnsubscribeBody,
} from '../../contract/api/notices';
import { currentUser, signedInUser, userOnly } from '../auth/guard';
import { requestLanguage } from '../mail/language';

export const noticeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { notices, limiter } = app;
  const privately = { 'cache-control': 'private, no-store' };

  app.get('/api/notices/push-key', { schema: { response: { 200: PushKey } } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').send({ key: notices.vapidPublicKey }),
  );

  app.post(
    '/api/notices/subscriptions',
    { ...userOnly, schema: { body: PushSubscriptionBody, response: { 201: SubscriptionSaved } } },
    async (request, reply) => {
      const user = await currentUser(request);
      await limiter.enforce([{ key: `push-subscribe:user:${user.userId}`, windowSeconds: 3600, max: 30 }]);
      await notices.subscriptions.save(user.userId, request.body, requestLanguage(request.headers).lang);
      return reply.status(201).headers(privately).send({ subscribed: true });
    },
  );

  app.delete(
    '/api/notices/subscriptions',
    { schema: { body: UnsubscribeBody, response: { 200: SubscriptionRemoved } } },
    async (request, reply) => reply.headers(privately).send({ removed: await notices.subscriptions.remove(request.body.endpoint) }),
  );

  app.post(
    '/api/notices/subscriptions/mine',
    { ...userOnly, schema: { body: UnsubscribeBody, response: { 200: SubscriptionMine } } },
    async (request, reply) =>
      reply.headers(privately).send({ mine: await notices.subscriptions.mine((await currentUser(request)).userId, request.body.endpoint) }),
  );

  app.post(
    '/api/notices/stories/:id/follow',
    { schema: { params: FollowParams, body: PushSubscriptionBody, response: { 201: Followed } } },
    async (request, reply) => {
      await limiter.enforce([{ key: `push-follow:ip:${request.ip}`, windowSeconds: 3600, max: 30 }]);
      const user = await signedInUser(request);
      await notices.subscriptions.follow(user?.userId ?? null, request.params.id, request.body, requestLanguage(request.headers).lang);
      return reply.status(201).headers(privately).send({ following: true });
    },
  );

  app.get('/api/notices/preferences', { ...userOnly, schema: { response: { 200: NoticePreferences } } }, async (request, reply) =>
    reply.headers(privately).send(await notices.subscriptions.preferences((await currentUser(request)).userId)),
  );

  app.put(
    '/api/notices/preferences',
    { ...userOnly, schema: { body: PreferencesBody, response: { 200: NoticePreferences } } },
    async (request, reply) =>
      reply.headers(privately).send(await notices.subscriptions.choose((await currentUser(request)).userId, request.body.choices)),
  );

  app.post('/api/notices/test', { ...userOnly, schema: { response: { 200: TestSent } } }, async (request, reply) => {
    const user = await currentUser(request);
    await limiter.enforce([{ key: `notice-test:user:${user.userId}`, windowSeconds: 3600, max: 5 }]);
    return reply.headers(privately).send({ channels: await notices.service.test(user.userId) });
  });
};
