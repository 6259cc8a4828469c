/**
 * The web app, registered last: the built files, every app route answered
 * with its page (rendered on the server from the public reads when the build
 * has the renderer, with link previews for shared stories), and an answer for
 * every request no route claims.
 */
import fp from 'fastify-plugin';
import { campaignPageMeta } from '../campaigns/page-meta';
import { answerUnclaimed } from '../http/routing';
import { registerWebApp, type ServePage } from '../http/web-app';
import { PageRenderer, type RenderedPage } from './renderer';

export const webAppModule = fp(
  async (app) => {
    const { catalogs, config, responseCache: cache } = app;
    const serveShell = await registerWebApp(app, {
      staticDir: config.staticDir,
      resolvers: [campaignPageMeta(app.db, config)],
      rendering: async () => {
        const renderer = config.staticDir ? await PageRenderer.load(config.staticDir, app.reads, catalogs, app.log) : null;
        if (!renderer) return null;
        return {
          knowsShell: (html) => renderer.knowsShell(html),
          shellLinks: () => renderer.shellLinks(),
          withStyles: (html, styles, inline) => renderer.withStyles(html, styles, inline),
          // Rendered pages are the same for everyone (who is signed in is the browser's business), so they share the cache.
          // A page is kept as long as the answers it shows: it carries their tags.
          render: async (url, lang, given) => {
            // A page for one visit (the payment pages) is made for it alone and never kept.
            if (given || renderer.perRequest(url)) return (await renderer.render(url, lang, given)).page;
            const cached = await cache.get(
              `page:${lang}:${url}`,
              () => renderer.render(url, lang),
              (rendered) => JSON.stringify(rendered.page),
              (rendered) => rendered.tags,
            );
            return JSON.parse(cached.body) as RenderedPage | null;
          },
          languageOf: (cookies) => {
            const chosen = /(?:^|;\s*)nnoboa_lang=([a-z]{2,3})(?:;|$)/.exec(cookies ?? '')?.[1];
            return chosen && catalogs.get(chosen) ? chosen : 'en';
          },
        };
      },
    });
    app.decorate('servePage', serveShell);
    answerUnclaimed(app, serveShell);
  },
  { name: 'web-app', dependencies: ['http', 'translations', 'reads'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a request with the app's page; made last, so routes before it look it up when a request comes. */
    servePage?: ServePage;
  }
}
