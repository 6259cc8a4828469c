/**
 * The link in a notice's e-mail or text: GET shows a page that asks (mail
 * scanners open links; a person's tap on its one button, or a mail app's
 * one-click POST, stops that kind on that channel), POST stops it. Plain pages
 * in the person's language, with no script or style, under the strict CSP.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { escape } from '../mail/templates';
import { stopPath, stopTokenPattern, type StopLinks } from './stop-links';
import { noticeWords } from './words';

const StopParams = Type.Object({ token: Type.String({ pattern: stopTokenPattern }) });

function page(lang: string, title: string, body: string): string {
  const words = noticeWords(lang);
  return `<!doctype html>
<html lang="${escape(words.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)} · Nnoboa</title></head>
<body><main><h1>${escape(title)}</h1>${body}<p><a href="/dashboard#notices">${escape(words.t('stop.dashboard'))}</a></p></main></body></html>`;
}

export const stopRoutes: FastifyPluginAsyncTypebox<{ stops: StopLinks }> = async (app, { stops }) => {
  const { db } = app;
  // A plain HTML form (and a mail app's one-click request) posts urlencoded fields; only these routes read them.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body.toString())));
  });
  const html = (reply: FastifyReply, status: number, text: string) =>
    reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(text);
  const options = { config: { rawAnswer: 'a page for the reader of a notice (HTML)' }, schema: { params: StopParams } };
  const path = stopPath(':token');

  const invalid = (reply: FastifyReply) => {
    const words = noticeWords('en');
    return html(reply, 404, page('en', words.t('stop.invalid.title'), `<p>${escape(words.t('stop.invalid.text'))}</p>`));
  };

  app.get(path, options, async (request, reply) => {
    const stop = await stops.find(db, request.params.token);
    if (!stop) return invalid(reply);
    const words = noticeWords(stop.lang);
    const what = { kind: words.t(`kind.${stop.kind}`), channel: words.t(`channel.${stop.channel}`) };
    return html(
      reply,
      200,
      page(
        stop.lang,
        words.t('stop.title', what),
        `<p>${escape(words.t('stop.text', what))}</p>
<form method="post" action="${escape(stopPath(request.params.token))}"><button type="submit">${escape(words.t('stop.button'))}</button></form>`,
      ),
    );
  });

  app.post(path, options, async (request, reply) => {
    const stop = await stops.stop(db, request.params.token);
    if (!stop) return invalid(reply);
    const words = noticeWords(stop.lang);
    const what = { kind: words.t(`kind.${stop.kind}`), channel: words.t(`channel.${stop.channel}`) };
    return html(reply, 200, page(stop.lang, words.t('stop.done.title'), `<p>${escape(words.t('stop.done.text', what))}</p>`));
  });
};
