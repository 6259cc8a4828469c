/**
 * /dev/push: in development, without WEB_PUSH=send, every push the app
 * "sends" is listed here (and /dev/push/messages answers them as JSON), as
 * /dev/sms lists texts. Never registered in production.
 */
import type { FastifyPluginAsync } from 'fastify';
import { DevPushList } from '../../contract/api/notices';
import { devPage, escapeHtml, onlyThisMachine, registerDevStylesheet } from '../http/dev-pages';
import type { DevPushOutbox } from './dev-push-outbox';

export const devPushRoutes: FastifyPluginAsync<{ outbox: DevPushOutbox; open: boolean }> = async (app, { outbox, open }) => {
  onlyThisMachine(app, open, 'The dev push outbox');
  registerDevStylesheet(app);

  app.get('/dev/push', { config: { rawAnswer: 'an HTML page for people' } }, async (_request, reply) => {
    const pushes = await outbox.recent();
    const items = pushes
      .map((push) => {
        const { title, body, url } = push.payload as { title?: string; body?: string; url?: string };
        return `<article>
  <p class="meta">To …${escapeHtml(push.endpoint.slice(-24))} · ${escapeHtml(push.created_at.toISOString())}</p>
  <h2>${escapeHtml(title ?? '')}</h2>
  <pre>${escapeHtml(body ?? '')}</pre>
  <p class="links"><a href="${escapeHtml(url ?? '/')}">${escapeHtml(url ?? '/')}</a></p>
</article>`;
      })
      .join('\n');
    const page = devPage(
      'Dev push outbox',
      'Notices the app would have pushed to phones (WEB_PUSH is not send). Newest first.',
      items || '<p class="empty">No push yet. Turn notices on in the dashboard and send yourself a test notice.</p>',
    );
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
  });

  app.get('/dev/push/messages', { schema: { response: { 200: DevPushList } } }, async (_request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .send((await outbox.recent()).map((push) => ({ ...push, created_at: push.created_at.toISOString() }))),
  );
};
