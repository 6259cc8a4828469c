/**
 * Server rendering of first visits. The app's own server bundle
 * (dist/.ssr/entry-server.js, built from src/entry-server.tsx) says which
 * screen a URL shows and what data it needs; the data comes from the public
 * reads; the result goes into the page with the screen's CSS (written into
 * the page for a browser about to show it, so nothing stands between the
 * page and its first paint) and the data in a JSON block for the browser to
 * take over. Anything
 * that fails falls back to the plain shell, rendered in the browser.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { PublicReads } from '../reads/public-reads';
import type { Catalogs } from '../translations/catalogs';
import { resourceNames } from '../../contract/names/resources';
import { resolveAll, resolveSome } from './resources';

interface SsrEntry {
  ssrScreenFor(url: string): { module: string; keys: string[]; status: number; perRequest: boolean } | null;
  render(
    url: string,
    resources: Record<string, unknown>,
    lang: string,
    catalog?: Record<string, string>,
  ): Promise<{ html: string; title: string | null }>;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

export interface RenderedPage {
  status: number;
  lang: string;
  /** The app's markup, for inside #root. */
  appHtml: string;
  /** The screen's document title, when it sets one. */
  title: string | null;
  /** The screen's stylesheets, besides the page template's own. */
  styles: string[];
  /** The JSON data block, naming the screen's code (`data-code`), which the page's script asks for beside the app's (src/main.tsx). */
  dataScript: string;
}

/** JSON made safe inside a <script> element. */
export const scriptSafe = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The module that starts the app in the browser (imported by src/main.tsx). */
const startModule = 'src/app/start.tsx';

/** A stylesheet the page template links, as the build writes it. */
const shellStylesheet = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g;

export class PageRenderer {
  private constructor(
    private readonly entry: SsrEntry,
    private readonly manifest: Record<string, ManifestChunk>,
    private readonly reads: PublicReads,
    private readonly catalogs: Catalogs,
    private readonly staticDir: string,
  ) {}

  static async load(staticDir: string, reads: PublicReads, catalogs: Catalogs, log: FastifyBaseLogger): Promise<PageRenderer | null> {
    const entryFile = path.join(staticDir, '.ssr', 'entry-server.js');
    const manifestFile = path.join(staticDir, '.vite', 'manifest.json');
    if (!existsSync(entryFile) || !existsSync(manifestFile)) {
      log.warn('No server-rendering build found: first visits are rendered in the browser. Run "npm run build".');
      return null;
    }
    const entry = (await import(pathToFileURL(entryFile).href)) as SsrEntry;
    return new PageRenderer(
      entry,
      JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>,
      reads,
      catalogs,
      staticDir,
    );
  }

  /** The code and styles a screen module needs, from the client build's manifest. */
  private assets(module: string): { css: string[]; js: string[] } {
    const css = new Set<string>();
    const js = new Set<string>();
    const visit = (key: string) => {
      const chunk = this.manifest[key];
      if (!chunk || js.has(chunk.file)) return;
      js.add(chunk.file);
      for (const file of chunk.css ?? []) css.add(file);
      for (const dependency of chunk.imports ?? []) visit(dependency);
    };
    visit(module);
    return { css: [...css], js: [...js] };
  }

  /**
   * For the plain shell (screens the browser renders): the app's code, fetched
   * alongside the page's small script instead of after it.
   */
  shellLinks(): string {
    return this.assets(startModule)
      .js.filter((file) => !this.linked.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('\n    ');
  }

  /** Files the page links already (the entry's), not to be linked twice. */
  private readonly linked = new Set<string>();
  /** The page template's own stylesheets. */
  private shellStyles: string[] = [];
  private readonly styleText = new Map<string, { text: string; hash: string }>();

  /** Tells the renderer what the page template already links. */
  knowsShell(html: string): void {
    for (const match of html.matchAll(/(?:href|src)="\/([^"]+)"/g)) if (match[1]) this.linked.add(match[1]);
    this.shellStyles = [...html.matchAll(shellStylesheet)].map((match) => match[1]!);
  }

  /**
   * The page with a rendered screen's styles in its <head>. `inline` (a
   * browser about to show the page): the template's and the screen's
   * stylesheets written into the page, each with a link that is never fetched
   * (`disabled`) so the app knows it has them; a slow link then paints the
   * page with no request after the page's own. Otherwise (the service worker
   * keeping a copy, which holds the files) plain links.
   */
  withStyles(html: string, styles: readonly string[], inline: boolean): { html: string; styleHashes: string[] } {
    const written = [...this.shellStyles, ...styles].map((file) => ({ file, ...this.styleOf(file) }));
    // Allowed either way: a copy kept with links and one shown with styles are the same page to the browser's cache,
    // which takes the headers of a revalidation of one for the other.
    const styleHashes = written.map(({ hash }) => hash);
    if (!inline) {
      const links = styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('\n    ');
      return { html: html.replace('</head>', `  ${links}\n  </head>`), styleHashes };
    }
    const head = written
      .map(({ file, text }) => `<style>${text}</style><link rel="stylesheet" crossorigin href="/${file}" disabled>`)
      .join('\n    ');
    return { html: html.replace(shellStylesheet, '').replace('</head>', `  ${head}\n  </head>`), styleHashes };
  }

  /** A stylesheet's text, and its hash for the page's content security policy (read once: a new build means a restart). */
  private styleOf(file: string): { text: string; hash: string } {
    let style = this.styleText.get(file);
    if (!style) {
      const text = readFileSync(path.join(this.staticDir, file), 'utf8').replace(/<\/style/gi, '<\\/style');
      style = { text, hash: `'sha256-${createHash('sha256').update(text).digest('base64')}'` };
      this.styleText.set(file, style);
    }
    return style;
  }

  /** Whether `url` is a page rendered for one visit only (never kept in the shared cache). */
  perRequest(url: string): boolean {
    return this.entry.ssrScreenFor(url)?.perRequest ?? false;
  }

  /**
   * The page for `url`, or null when the browser renders it; with the cache
   * tags of the answers it shows. A page rendered per visit needs its `given`
   * data (without it the browser renders it); the public data it also shows
   * is left out when missing, for the screen to say so.
   */
  async render(url: string, lang: string, given?: Record<string, unknown>): Promise<{ page: RenderedPage | null; tags: string[] }> {
    const screen = this.entry.ssrScreenFor(url);
    if (!screen || (screen.perRequest && !given)) return { page: null, tags: [] };
    const wanted = screen.keys.filter((key) => !given || !(key in given));
    const resolved = screen.perRequest ? await resolveSome(this.reads, wanted) : await resolveAll(this.reads, wanted);
    if (!resolved) return { page: null, tags: [] };
    const resources: Record<string, unknown> = { ...given };
    for (const [key, body] of resolved.bodies) resources[key] = JSON.parse(body);
    // A story nobody signed out may see: the screen says it is not there, and so does the status (the owner's app asks again, signed in).
    if (resolved.missing.length > 0) resources[resourceNames.missing] = resolved.missing;
    const catalog = lang === 'en' ? undefined : (this.catalogs.get(lang) ?? undefined);
    if (catalog) resources[`translations:${lang}`] = catalog;
    resources[resourceNames.languages] = this.catalogs.languages;
    const { html: appHtml, title } = await this.entry.render(url, resources, lang, catalog);
    // Only the screen's styles: its code is fetched after the page has been painted (see src/main.tsx).
    const { css, js } = this.assets(screen.module);
    const styles = css.filter((file) => !this.linked.has(file));
    const code = js.filter((file) => !this.linked.has(file));
    const dataScript = `<script id="nnoboa-data" type="application/json" data-code="${code.join(' ')}">${scriptSafe(JSON.stringify(resources))}</script>`;
    const status = resolved.missing.length > 0 ? 404 : screen.status;
    return { page: { status, lang, appHtml, title, styles, dataScript }, tags: [...resolved.tags] };
  }
}
