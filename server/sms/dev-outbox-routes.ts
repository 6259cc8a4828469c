/**
 * /dev/sms: in development, without an SMS gateway, every text the app
 * "sends" is listed here (and /dev/sms/messages answers them as JSON), as
 * /dev/mailbox lists e-mails. Never registered in production.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DevSmsList, DevSmsQuery } from '../../contract/api/sms';
import { devPage, escapeHtml, onlyThisMachine, registerDevStylesheet } from '../http/dev-pages';
import type { DevSmsOutbox } from './dev-outbox';

const linkify = (text: string) => escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (link) => `<a href="${link}">${link}</a>`);

export const devSmsRoutes: FastifyPluginAsyncTypebox<{ outbox: DevSmsOutbox; open: boolean }> = async (app, { outbox, open }) => {
  onlyThisMachine(app, open, 'The dev SMS outbox');
  registerDevStylesheet(app);

  app.get('/dev/sms', { config: { rawAnswer: 'an HTML page for people' } }, async (_request, reply) => {
    const texts = await outbox.recent();
    const items = texts
      .map(
        (sms) => `<article>
  <p class="meta">To ${escapeHtml(sms.to_phone)} · ${escapeHtml(sms.created_at.toISOString())} · ${sms.body.length} characters, ${sms.parts} part${sms.parts === 1 ? '' : 's'}</p>
  <pre>${linkify(sms.body)}</pre>
</article>`,
      )
      .join('\n');
    const page = devPage(
      'Dev SMS outbox',
      'Texts the app sent while no SMS gateway is configured. Newest first.',
      items || '<p class="empty">No text yet. Give by USSD (/dev/ussd) and reload.</p>',
    );
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
  });

  app.get('/dev/sms/messages', { schema: { querystring: DevSmsQuery, response: { 200: DevSmsList } } }, async (request) => {
    const to = request.query.to?.replace(/\s/g, '');
    return (await outbox.recent())
      .filter((sms) => !to || sms.to_phone === to)
      .map((sms) => ({
        id: sms.id,
        message_id: sms.message_id,
        to: sms.to_phone,
        text: sms.body,
        parts: sms.parts,
        created_at: sms.created_at.toISOString(),
      }));
  });
};
