/**
 * Byte budgets of the built app, read from dist/.vite/manifest.json: what the
 * first screen needs, the largest chunk, what the service worker precaches
 * (the shell) and keeps at install (the shell and the donor's screens, see
 * sw/precache-plan.ts), and whether the session client (supabase-js) is on
 * the first screen. Sizes are gzip level 9.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { planPrecache } from '../sw/precache-plan';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export const budgets = {
  /** The English words ride with the first screen (a first paint never waits for them), but not the admin area's or the long pages'. */
  firstScreenKiB: 120,
  chunkKiB: 50,
  /** The shell, all a phone saving data ever precaches. */
  precacheKiB: 125,
  /** The shell and the donor's screens: what a first visit's worker fetches at most, beside the page and its photos. */
  /** The long pages' English words in a file of their own compress a little less than within the first screen's. */
  installKiB: 172,
} as const;

export function readManifest(dist = 'dist'): Manifest {
  return JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

export function gzipSize(file: string, dist = 'dist'): number {
  return zlib.gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
}

/** A chunk and everything it imports statically (what must load before it runs), with their CSS. */
export function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return new Set();
  seen.add(key);
  const files = new Set([chunk.file, ...(chunk.css ?? [])]);
  for (const dependency of chunk.imports ?? []) for (const file of closure(manifest, dependency, seen)) files.add(file);
  return files;
}

export const homeScreenModule = 'src/features/pages/components/home-page.tsx';
export const startModule = 'src/app/start.tsx';

/** The JavaScript and CSS a browser needs to render `/` and run it: the entry, the app, the home screen, and what they import. */
export function firstScreenFiles(manifest: Manifest): string[] {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
  if (!entry) throw new Error('no entry chunk in the manifest');
  if (!manifest[startModule] || !manifest[homeScreenModule]) throw new Error('the manifest lacks the app or the home screen');
  return [...new Set([...closure(manifest, entry), ...closure(manifest, startModule), ...closure(manifest, homeScreenModule)])];
}

/** Files the service worker precaches, from the manifest injected into dist/sw.js. */
export function precacheFiles(dist = 'dist'): string[] {
  const sw = readFileSync(path.join(dist, 'sw.js'), 'utf8');
  return [...sw.matchAll(/"?url"?:"([^"]+)"/g)].map((m) => (m[1] ?? '').replace(/^\//, ''));
}

export interface ByteReport {
  firstScreen: { files: string[]; gzipBytes: number };
  /** The largest chunk loaded after the first screen (a screen, or what screens share). */
  largestChunk: { file: string; gzipBytes: number };
  precache: { files: number; gzipBytes: number };
  /** What the worker keeps at install: the shell and the donor's screens. */
  install: { files: number; gzipBytes: number };
  /** What the worker keeps only after sign-in (or when first opened). */
  signedIn: string[];
  sessionClientOnFirstScreen: boolean;
}

export function measureBytes(dist = 'dist'): ByteReport {
  const manifest = readManifest(dist);
  const first = firstScreenFiles(manifest);
  // The app itself (start and the code it imports up front) is part of the first screen, measured above; every other
  // chunk is a screen or shared by screens.
  const app = closure(manifest, startModule);
  const chunks = Object.values(manifest)
    .filter((c) => !c.isEntry && !app.has(c.file))
    .map((c) => c.file)
    .filter((f) => f.endsWith('.js'));
  const sized = chunks.map((file) => ({ file, gzipBytes: gzipSize(file, dist) })).sort((a, b) => b.gzipBytes - a.gzipBytes);
  const precache = precacheFiles(dist);
  const plan = planPrecache(manifest);
  const install = [...new Set([...precache, ...plan.donor])];
  const gzipOf = (files: readonly string[]) => files.reduce((sum, f) => sum + gzipSize(f, dist), 0);
  return {
    install: { files: install.length, gzipBytes: gzipOf(install) },
    signedIn: plan.signedIn,
    firstScreen: { files: first, gzipBytes: first.reduce((sum, f) => sum + gzipSize(f, dist), 0) },
    largestChunk: sized[0] ?? { file: '', gzipBytes: 0 },
    precache: { files: precache.length, gzipBytes: precache.reduce((sum, f) => sum + gzipSize(f, dist), 0) },
    sessionClientOnFirstScreen: first.some(
      (f) => f.endsWith('.js') && readFileSync(path.join(dist, f), 'utf8').includes('X-Supabase-Api-Version'),
    ),
  };
}
