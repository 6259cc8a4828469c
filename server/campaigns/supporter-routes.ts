/**
 * The link in an update e-mail: GET shows a page that asks (mail scanners
 * open links; only a person's tap, or a mail app's one-click POST, stops the
 * e-mails), POST stops update e-mails about that story for that address.
 * Plain pages with no script or style, under the strict CSP.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { UnsubscribeParams, UnsubscribeQuery } from '../../contract/api/campaigns';
import { stopUpdatesPath } from './supporter-links';
import { escape } from '../mail/templates';

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)} · Nnoboa</title></head>
<body><main><h1>${escape(title)}</h1>${body}<p><a href="/">Nnoboa</a></p></main></body></html>`;
}

const invalidLink = page(
  'This link does not work',
  '<p>Open the link from the e-mail as it is, or reply to the e-mail and we will stop them for you.</p>',
);

export const supporterRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const mail = app.supporterMail;
  // A plain HTML form (and a mail app's one-click request) posts urlencoded fields; only these routes read them.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body.toString())));
  });

  const html = (reply: FastifyReply, status: number, text: string) =>
    reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(text);
  const options = {
    config: { rawAnswer: 'a page for the reader of an update e-mail (HTML)' },
    schema: { params: UnsubscribeParams, querystring: UnsubscribeQuery },
  };
  const path = stopUpdatesPath(':id');

  app.get(path, options, async (request, reply) => {
    const { h, t } = request.query;
    const story = await mail.linkedStory(request.params.id, h, t);
    if (!story) return html(reply, 400, invalidLink);
    const action = `${path.replace(':id', request.params.id)}?h=${h}&t=${t}`;
    return html(
      reply,
      200,
      page(
        'Stop e-mails about this story?',
        `<p>You will get no more updates about “${escape(story.title)}” at this address. Other stories you support still write to you.</p>
<form method="post" action="${escape(action)}"><button type="submit">Stop these e-mails</button></form>`,
      ),
    );
  });

  app.post(path, options, async (request, reply) => {
    const { h, t } = request.query;
    const story = await mail.optOut(request.params.id, h, t);
    if (!story) return html(reply, 400, invalidLink);
    return html(reply, 200, page('Done', `<p>You will get no more updates about “${escape(story.title)}” at this address.</p>`));
  });
};
