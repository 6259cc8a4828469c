/**
 * The poster of a story (`/campaigns/{slug}/poster`, A4 or `?size=a5`), its
 * stylesheet and script. It prints the story's short link (`/s/{number}`,
 * which leads to the story). A page for people, not JSON: a story that does
 * not exist or is not public answers a small HTML page saying so.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { CampaignsService } from '../campaigns/service';
import { DomainError } from '../domain/errors';
import type { Catalogs } from '../translations/catalogs';
import { script, stylesheet } from './assets';
import { escape, posterPage, type PaperSize, type Say } from './page';
import { qrSvg } from './qr';

const year = 'public, max-age=31536000, immutable';

function sayer(catalogs: Catalogs, cookies: string | undefined): { lang: string; say: Say } {
  const chosen = /(?:^|;\s*)nnoboa_lang=([a-z]{2,3})(?:;|$)/.exec(cookies ?? '')?.[1];
  const lang = chosen && catalogs.get(chosen) ? chosen : 'en';
  const messages = catalogs.get(lang) ?? {};
  const say: Say = (key, values = {}) => (messages[key] ?? key).replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  return { lang, say };
}

/** The link without its scheme, as people type it from paper. */
const printable = (url: string) => url.replace(/^https?:\/\//, '').replace(/\/$/, '');

function notFoundPage(reply: FastifyReply, lang: string, say: Say) {
  return reply
    .status(404)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Nnoboa</title></head><body><main><h1>${escape(say('poster.notFound'))}</h1><p><a href="/campaigns">${escape(say('poster.browse'))}</a></p></main></body></html>`,
    );
}

export const posterRoutes: FastifyPluginAsync<{ campaigns: CampaignsService; catalogs: Catalogs; publicUrl: () => string }> = async (
  app,
  { campaigns, catalogs, publicUrl },
) => {
  app.get('/poster.css', { config: { rawAnswer: 'the poster’s stylesheet' } }, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', year).send(stylesheet),
  );
  app.get('/poster.js', { config: { rawAnswer: 'the poster’s script' } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', year).send(script),
  );

  app.get<{ Params: { id: string }; Querystring: { size?: string } }>(
    '/campaigns/:id/poster',
    { config: { rawAnswer: 'a story’s poster (HTML, made for printing)' } },
    async (request, reply) => {
      const { lang, say } = sayer(catalogs, request.headers.cookie);
      const story = await campaigns.get(request.params.id, null).catch((error: unknown) => {
        if (error instanceof DomainError && error.kind === 'not_found') return null;
        throw error;
      });
      if (!story) return notFoundPage(reply, lang, say);
      const storyUrl = `${publicUrl()}/campaigns/${story.slug}`;
      const size: PaperSize = request.query.size === 'a5' ? 'a5' : 'a4';
      const open = story.status === 'active';
      const html = posterPage(
        {
          lang,
          size,
          title: story.title,
          slug: story.slug,
          shortNumber: story.short_number,
          coverUrl: story.cover?.url ?? null,
          dial: open ? story.ussd_dial : null,
          open,
          shortLink: printable(`${publicUrl()}/s/${story.short_number}`),
          qr: await qrSvg(storyUrl),
          storyUrl,
        },
        say,
      );
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    },
  );
};
