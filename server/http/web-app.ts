/**
 * Serves the built PWA: hashed assets cached for a year, the shell and the
 * service worker always revalidated, and every app route answered with
 * index.html (SPA fallback) so a reload of any screen works. Pages can add
 * meta tags (link previews) through `pageMeta` resolvers.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registerRaw } from './route-table';
import { slimHeadersOfLastingFiles } from './security';

export interface PageMeta {
  title: string;
  description: string;
  image?: { url: string; width: number; height: number; type: string };
  url: string;
  type?: string;
}

export type PageMetaResolver = (pathname: string) => Promise<PageMeta | null>;

/** A page rendered for one visit (a form with its token, a donation's outcome): its own data and status. */
export interface VisitPage {
  resources: Record<string, unknown>;
  status: number;
}

/** Answers a request with the app's page: rendered on the server when it can be, else the plain shell. */
export type ServePage = (request: FastifyRequest, reply: FastifyReply, visit?: VisitPage) => Promise<FastifyReply>;

/** Server rendering of a first visit (see server/ssr/renderer.ts). */
export interface PageRendering {
  /** Told the page template once, so nothing it links is linked again. */
  knowsShell?(html: string): void;
  /** `given`: data for this visit only (a page rendered per request); such a page is never shared or kept. */
  render(
    url: string,
    lang: string,
    given?: Record<string, unknown>,
  ): Promise<{ status: number; lang: string; appHtml: string; title: string | null; styles: string[]; dataScript: string } | null>;
  /** Links for the plain shell's <head> (the app's code, fetched early). */
  shellLinks(): string;
  /**
   * The page with a rendered screen's `styles` in its <head>: with `inline`, written into it with the template's own,
   * whose hashes the page's content security policy must allow.
   */
  withStyles(html: string, styles: string[], inline: boolean): { html: string; styleHashes: string[] };
  /** The language the page is rendered in, from the person's choice (a cookie). */
  languageOf(cookieHeader: string | undefined): string;
}

/** Whether the browser shows this answer now (a page opened), not a copy fetched to keep: older browsers do not say. */
const showsPage = (request: FastifyRequest) => {
  const destination = request.headers['sec-fetch-dest'];
  return destination === undefined || destination === 'document';
};

/** Lets the page's written-in styles apply: the policy names each by its hash. */
function allowStyles(reply: FastifyReply, hashes: readonly string[]): void {
  const policy = reply.getHeader('content-security-policy');
  if (hashes.length === 0 || typeof policy !== 'string') return;
  void reply.header('content-security-policy', policy.replace(/style-src 'self'/, `style-src 'self' ${hashes.join(' ')}`));
}

const noCache = 'no-cache';
const immutable = 'public, max-age=31536000, immutable';

function cacheControlFor(filePath: string, root: string): string {
  const relative = path
    .relative(root, filePath)
    .split(path.sep)
    .join('/')
    .replace(/\.(br|gz)$/, '');
  if (relative.startsWith('assets/')) return immutable;
  if (relative === 'sw.js' || relative.endsWith('.html') || relative.endsWith('.webmanifest')) return noCache;
  return 'public, max-age=86400';
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export function renderMeta(meta: PageMeta): string {
  const tags: Array<[string, string, string]> = [
    ['property', 'og:site_name', 'Nnoboa'],
    ['property', 'og:type', meta.type ?? 'website'],
    ['property', 'og:title', meta.title],
    ['property', 'og:description', meta.description],
    ['property', 'og:url', meta.url],
    ['name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', meta.title],
    ['name', 'twitter:description', meta.description],
  ];
  if (meta.image) {
    tags.push(
      ['property', 'og:image', meta.image.url],
      ['property', 'og:image:type', meta.image.type],
      ['property', 'og:image:width', String(meta.image.width)],
      ['property', 'og:image:height', String(meta.image.height)],
      ['name', 'twitter:image', meta.image.url],
    );
  }
  return tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}">`).join('\n    ');
}

/** Puts page-specific title and meta into the shell without touching the rest. */
export function injectMeta(html: string, meta: PageMeta): string {
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)} · Nnoboa</title>`)
    .replace(/<meta name="description" content="[^"]*">/, `<meta name="description" content="${escapeHtml(meta.description)}">`)
    .replace('</head>', `  ${renderMeta(meta)}\n  </head>`);
}

export async function registerWebApp(
  app: FastifyInstance,
  options: { staticDir: string | null; resolvers: readonly PageMetaResolver[]; rendering?: () => Promise<PageRendering | null> },
): Promise<ServePage> {
  const root = options.staticDir;
  const indexPath = root ? path.join(root, 'index.html') : null;
  if (!root || !indexPath || !existsSync(indexPath)) {
    if (root) app.log.warn(`No built app in ${root}: run "npm run build". Serving the API only.`);
    return async (_request, reply) =>
      reply.status(503).send({ message: 'The app is not built yet.', detail: 'Run npm run build, then restart.' });
  }

  await registerRaw(app, 'the built app’s files', (files) => {
    slimHeadersOfLastingFiles(files, (url) => url.startsWith('/assets/'), true);
    // The icons and pictures beside them (the tab's icon is fetched by every first visit) are not pages either.
    slimHeadersOfLastingFiles(files, (url) => /^\/[^?]*\.(svg|png|webp|ico)(\?|$)/.test(url));
    return files.register(fastifyStatic, {
      root,
      prefix: '/',
      index: false,
      // One route per built file; the app routes fall through to the shell.
      wildcard: false,
      dotfiles: 'ignore',
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => void reply.header('cache-control', cacheControlFor(filePath, root)),
    });
  });

  // Read once: the shell changes only with a new build, and a new build means a restart.
  const shell = await readFile(indexPath, 'utf8');
  const rendering = options.rendering ? await options.rendering() : null;
  rendering?.knowsShell?.(shell);
  const shellLinks = rendering?.shellLinks() ?? '';
  const etagOf = (html: string) => `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
  const weakTagOf = (html: string) => `W/${etagOf(html)}`;

  return async function serveShell(request, reply, visit) {
    const pathname = (request.url.split('?')[0] ?? '/').replace(/\/+$/, '') || '/';
    let meta: PageMeta | null = null;
    for (const resolve of options.resolvers) {
      meta = await resolve(pathname);
      if (meta) break;
    }
    let html = meta ? injectMeta(shell, meta) : shell;
    let status = visit?.status ?? 200;
    let tag: string | null = null;
    if (rendering && (request.method === 'GET' || visit)) {
      const lang = rendering.languageOf(request.headers.cookie);
      const page = await rendering.render(request.url, lang, visit?.resources).catch((error: unknown) => {
        request.log.error({ err: error }, 'server rendering failed; sending the plain shell');
        return null;
      });
      if (page) {
        status = visit?.status ?? page.status;
        if (page.title && !meta) html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
        html = html
          .replace(/<html lang="[^"]*">/, `<html lang="${page.lang}">`)
          .replace('<div id="root"></div>', `<div id="root" data-ssr>${page.appHtml}</div>\n    ${page.dataScript}`)
          // The page works without JavaScript: the shell's "needs JavaScript" would not be true of it.
          .replace(/\s*<noscript>[^<]*<\/noscript>/, '');
        // A phone saving data gets each photo at its smallest width (the `src`), not the width its screen could show.
        if (request.headers['save-data'] === 'on') html = html.replace(/ srcset="[^"]*"/gi, '');
        void reply.header('vary', 'Save-Data');
        // A browser about to show the page gets its styles in it (no request between the page and its first paint on
        // a slow link); the service worker keeping a copy (it holds the files) gets links. Either is the same page:
        // its tag is taken before, so a copy in the browser's cache of one answers a revalidation for the other.
        tag = weakTagOf(html);
        const styled = rendering.withStyles(html, page.styles, showsPage(request));
        html = styled.html;
        allowStyles(reply, styled.styleHashes);
      } else {
        html = html.replace('</head>', `  ${shellLinks}\n  </head>`);
      }
    }
    // A page for one visit carries a one-time token or a donation's outcome: nobody keeps it, not even this browser.
    if (visit) return reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
    const etag = tag ?? etagOf(html);
    void reply.header('cache-control', noCache).header('etag', etag).type('text/html; charset=utf-8');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.status(status).send(html);
  };
}
