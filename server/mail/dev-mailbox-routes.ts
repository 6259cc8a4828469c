/**
 * /dev/mailbox: in development, without an SMTP server, every e-mail the app
 * "sends" is listed here with its links clickable. Never registered in
 * production (configuration refuses to start there without SMTP). Those links
 * sign anyone in, the admin included, so the mailbox is served only to this
 * machine (the client's address as the trusted proxy saw it) unless
 * DEV_MAILBOX=true opens it on purpose.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DevMails, MailboxQuery } from '../../contract/api/dev-mailbox';
import { forbidden } from '../domain/errors';
import { devStylesheet, escapeHtml as escape, isLoopback } from '../http/dev-pages';
import { linksIn } from './mailer';

export const devMailboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const mailbox = app.mailer;
  if (mailbox.kind !== 'dev-mailbox') return;
  const recent = () => mailbox.recent();
  const open = app.config.mail.devMailboxOpen;
  if (open) {
    app.log.warn(
      'Dev mailbox at /dev/mailbox is served to every client (DEV_MAILBOX=true): anyone who reaches the server can read every sign-in link',
    );
  } else {
    app.log.info('Dev mailbox at /dev/mailbox is served only to this machine; DEV_MAILBOX=true serves it to every client');
    app.addHook('onRequest', async (request) => {
      if (!isLoopback(request.ip)) {
        throw forbidden('The dev mailbox is served only to the machine the server runs on. Set DEV_MAILBOX=true to serve it to everyone.');
      }
    });
  }

  app.get('/dev/mailbox/style.css', { config: { rawAnswer: 'the mailbox page’s stylesheet' } }, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(devStylesheet),
  );

  app.get('/dev/mailbox', { config: { rawAnswer: 'an HTML page for people' } }, async (_request, reply) => {
    const mails = await recent();
    const items = mails
      .map(
        (mail) => `<article>
  <h2>${escape(mail.subject)}</h2>
  <p class="meta">To ${escape(mail.to_address)} · ${escape(mail.created_at.toISOString())}</p>
  <p class="links">${linksIn(mail.text_body)
    .map((link) => `<a href="${escape(link)}">${escape(link)}</a>`)
    .join('<br>')}</p>
  <pre>${escape(mail.text_body)}</pre>
</article>`,
      )
      .join('\n');
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev mailbox · Nnoboa</title><link rel="icon" href="/favicon.png"><link rel="stylesheet" href="/dev/mailbox/style.css"></head>
<body><header><h1>Dev mailbox</h1><p>E-mails the app sent while no SMTP server is configured. Newest first.</p></header>
<main>${items || '<p class="empty">No e-mail yet. Ask for a sign-in link and reload.</p>'}</main></body></html>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });

  app.get('/dev/mailbox/messages', { schema: { querystring: MailboxQuery, response: { 200: DevMails } } }, async (request) => {
    const to = request.query.to?.toLowerCase();
    const mails = (await recent()).filter((mail) => !to || mail.to_address === to);
    return mails.map((mail) => ({
      id: mail.id,
      to: mail.to_address,
      subject: mail.subject,
      text: mail.text_body,
      html: mail.html_body,
      links: linksIn(mail.text_body),
      created_at: mail.created_at.toISOString(),
    }));
  });
};
