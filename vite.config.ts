import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type InlineConfig, type Plugin, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { screens, serverPagePattern, serverPages, serverPathPattern, serverPathPrefixes } from './contract/names/paths.ts';
import { isStyle, planPrecache, type BuildManifest } from './sw/precache-plan.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Writes .br and .gz next to every text asset, so the server never compresses static files per request. */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'nnoboa:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const walk = async (dir: string): Promise<string[]> =>
          (
            await Promise.all(
              (await readdir(dir, { withFileTypes: true })).map((entry) =>
                entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
              ),
            )
          ).flat();
        for (const file of await walk(outDir)) {
          if (!/\.(js|mjs|css|html|svg|json|webmanifest|txt)$/.test(file) || (await stat(file)).size < 1024) continue;
          const data = await readFile(file);
          await writeFile(`${file}.br`, await brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
          await writeFile(`${file}.gz`, await gzip(data, { level: 9 }));
        }
      },
    },
  };
}

/**
 * English words that come with the screens that use them rather than with the first screen: the admin area's
 * (a screen few people open; its offline notice stays with the app), and the long texts of the how-it-works
 * and legal pages (their titles stay: other screens link to them by name).
 */
const englishAreas = {
  admin: (key: string) => key.startsWith('admin.') && !key.startsWith('admin.offline.'),
  pages: (key: string) => /^(how|privacy|terms)\./.test(key) && !key.endsWith('.title'),
} as const;
type EnglishArea = keyof typeof englishAreas;
const inAnyArea = (key: string) => Object.values(englishAreas).some((inArea) => inArea(key));
/** Words only the server says (the printed poster, the CSV export's columns): never in the app's English. */
const serverOnly = (key: string) => /^(poster|csv)\./.test(key);

/**
 * English is bundled so the first paint never waits for the network, but some
 * screens' words come with them: `en.json?app` is the catalog without them,
 * `en.json?<area>` only an area's (englishAreas). src/locales/en.json stays the
 * one English file (the server serves it whole at /api/translations/en).
 */
export function englishCatalogParts(): Plugin {
  const catalog = path.resolve('src/locales/en.json');
  const prefix = '\0nnoboa-english:';
  return {
    name: 'nnoboa:english-parts',
    enforce: 'pre',
    resolveId(source) {
      const part = /\/locales\/en\.json\?(app|admin|pages)$/.exec(source)?.[1];
      return part ? `${prefix}${part}` : null;
    },
    async load(id) {
      if (!id.startsWith(prefix)) return null;
      const part = id.slice(prefix.length);
      this.addWatchFile(catalog);
      const all = JSON.parse(await readFile(catalog, 'utf8')) as Record<string, string>;
      const wanted = part === 'app' ? (key: string) => !inAnyArea(key) && !serverOnly(key) : englishAreas[part as EnglishArea];
      return `export default ${JSON.stringify(Object.fromEntries(Object.entries(all).filter(([key]) => wanted(key))))};`;
    },
  };
}

/**
 * Fewer, larger files on the donor's path. A phone's browser opens six
 * connections to a server, and on a 400 ms link every small file waits its
 * turn: left to itself the bundler splits the app and a story page into some
 * thirty files. Here:
 * - `app`: all the app imports up front, one file;
 * - `lists`: what the home screen shares with other screens (the story
 *   cards), so home needs nothing more than it uses;
 * - `story`: what else a story page shares with other screens (its forms);
 * a module only one screen uses stays with that screen, and what the phone's
 * store needs (src/lib/offline/cache.ts, kept with the shell) is left to the
 * bundler, so the shell stays small. Worked out from the module graph once
 * it is known (buildEnd), before the chunks are made.
 */
const chunkOf = new Map<string, 'app' | 'lists' | 'story'>();

function donorChunks(): Plugin {
  const at = (module: string) => path.resolve(module);
  const page = (module: string) => at(screens.find((screen) => screen.module.endsWith(`/${module}-page.tsx`))!.module);
  const everyScreen = new Set(screens.map((screen) => at(screen.module)));
  return {
    name: 'nnoboa:donor-chunks',
    apply: 'build',
    buildEnd() {
      const reach = (from: string): Set<string> => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id)) return;
          const info = this.getModuleInfo(id);
          if (!info) return;
          seen.add(id);
          for (const next of info.importedIds) visit(next);
        };
        visit(from);
        return seen;
      };
      const screensUsing = new Map<string, number>();
      for (const screen of everyScreen)
        for (const id of reach(screen)) if (id !== screen) screensUsing.set(id, (screensUsing.get(id) ?? 0) + 1);
      // The page's own script and the loader it shares stay tiny, styles go with the screens that import them, and the
      // shell's store is left alone.
      const leftAlone = new Set([...reach(at('src/main.tsx')), ...reach(at('src/lib/offline/cache.ts'))]);
      const code = (id: string) => !leftAlone.has(id) && !isStyle(id) && !id.includes('vite/preload-helper') && !everyScreen.has(id);
      chunkOf.clear();
      for (const id of reach(at('src/app/start.tsx'))) if (code(id) && id !== at('src/app/start.tsx')) chunkOf.set(id, 'app');
      for (const [group, screen] of [
        ['lists', page('home')],
        ['story', page('story')],
      ] as const)
        for (const id of reach(screen)) if (code(id) && !chunkOf.has(id) && (screensUsing.get(id) ?? 0) > 1) chunkOf.set(id, group);
    },
  };
}

/** Where the app is built (the worker's build reads the app's manifest from there). */
let buildDir = path.resolve('dist');

function rememberBuildDir(): Plugin {
  return {
    name: 'nnoboa:build-dir',
    apply: 'build',
    configResolved(config) {
      if (!config.build.ssr) buildDir = path.resolve(config.root, config.build.outDir);
    },
  };
}

const readPlan = async () =>
  planPrecache(JSON.parse(await readFile(path.join(buildDir, '.vite', 'manifest.json'), 'utf8')) as BuildManifest);

/** The precache plan (sw/precache-plan.ts) as a module of the worker: which screens it keeps when. */
function precachePlanModule(): Plugin {
  const id = 'virtual:precache-plan';
  return {
    name: 'nnoboa:precache-plan',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    async load(resolved) {
      return resolved === `\0${id}` ? `export default ${JSON.stringify(await readPlan())};` : null;
    },
  };
}

/** The service worker's own build: one file, said the way Rolldown now says it (`codeSplitting: false`). */
function oneFileWorker(build: InlineConfig): void {
  const options = build.build?.rollupOptions;
  const output = options?.output;
  if (!options || !output || Array.isArray(output) || !output.inlineDynamicImports) return;
  const { inlineDynamicImports: _inlined, ...rest } = output;
  options.output = { ...rest, codeSplitting: false };
}

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '8081'}`;

export default defineConfig(({ command, isSsrBuild }) => {
  // A build is always a production build, whatever NODE_ENV says: NODE_ENV=development (the server's default)
  // would otherwise ship React's development build and compile the service worker's registration out.
  // The server's own NODE_ENV (dev mailbox, HSTS, demo payments) is read by the server, not here.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return config(isSsrBuild === true);
});

function config(isSsrBuild: boolean): UserConfig {
  return {
    publicDir: isSsrBuild ? false : 'public',
    plugins: [
      react(),
      englishCatalogParts(),
      rememberBuildDir(),
      ...(isSsrBuild ? [] : [donorChunks()]),
      // The server-rendering build (dist/.ssr) is only the app's screens: no service worker, no copies.
      ...(isSsrBuild
        ? []
        : [
            VitePWA({
              strategies: 'injectManifest',
              srcDir: 'sw',
              filename: 'sw.ts',
              injectRegister: false,
              registerType: 'prompt',
              // The browser fetches the icons itself when it installs the app; precaching them would cost every first visit.
              includeManifestIcons: false,
              manifest: {
                id: '/',
                name: 'Nnoboa — Crowdfunding for Ghana',
                short_name: 'Nnoboa',
                description: "Empowering Ghana's dreams, one story at a time. Read stories, give with mobile money, launch your own.",
                lang: 'en',
                start_url: '/',
                scope: '/',
                display: 'standalone',
                orientation: 'portrait',
                theme_color: '#E9B824',
                background_color: '#FFFCF2',
                categories: ['finance', 'social'],
                icons: [
                  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
                  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
                  { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
                  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
                ],
                screenshots: [
                  {
                    src: '/screenshots/home-narrow.webp',
                    sizes: '540x1170',
                    type: 'image/webp',
                    form_factor: 'narrow',
                    label: 'Stories from every region of Ghana',
                  },
                  {
                    src: '/screenshots/story-wide.webp',
                    sizes: '1280x800',
                    type: 'image/webp',
                    form_factor: 'wide',
                    label: 'A story, its progress and its donors',
                  },
                ],
                shortcuts: [
                  {
                    name: 'Browse stories',
                    short_name: 'Browse',
                    url: '/campaigns',
                    icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
                  },
                  {
                    name: 'Launch your story',
                    short_name: 'Launch',
                    url: '/create',
                    icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
                  },
                ],
              },
              injectManifest: {
                globPatterns: ['**/*.{js,css,html,svg,webmanifest}'],
                globIgnores: ['**/*.br', '**/*.gz'],
                // Only the shell is precached, its styles apart; the worker keeps them and the other screens itself, when the plan says.
                manifestTransforms: [
                  async (entries) => {
                    const shell = new Set((await readPlan()).shell.filter((file) => !isStyle(file)));
                    return { manifest: entries.filter((entry) => shell.has(entry.url.replace(/^\//, ''))) };
                  },
                ],
                buildPlugins: { vite: [precachePlanModule()] },
              },
              // The worker is built as one file; the plugin still asks for it with the option Rolldown renamed.
              integration: { configureCustomSWViteBuild: oneFileWorker },
            }),
            precompress(),
          ]),
    ],
    build: {
      target: 'es2020',
      sourcemap: false,
      assetsInlineLimit: 2048,
      // dist/.vite/manifest.json: which files each screen needs (the byte budgets read it).
      manifest: true,
      rolldownOptions: {
        output: {
          // supabase-js is only fetched by signed-in people; its realtime part is split off so no chunk is large.
          codeSplitting: {
            groups: [
              { name: 'supabase-realtime', test: /node_modules[\\/]@supabase[\\/](realtime-js|phoenix)/ },
              { name: 'supabase', test: /node_modules[\\/]@supabase[\\/]/ },
              ...(['app', 'lists', 'story'] as const).map((name) => ({
                name,
                test: (id: string) => chunkOf.get(id) === name,
                // Each group already holds the whole of what it needs; pulling in more would take the page's own helpers.
                includeDependenciesRecursively: false,
              })),
            ],
          },
        },
      },
    },
    server: {
      // The server's paths go to the API; as patterns, since a plain '/pay' prefix would also take the app's /payment screens.
      proxy: Object.fromEntries(
        [...serverPathPrefixes.map(serverPathPattern), ...serverPages.map(serverPagePattern)].map((pattern) => [
          pattern,
          { target: apiTarget, changeOrigin: false },
        ]),
      ),
    },
  };
}
