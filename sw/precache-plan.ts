/**
 * What the service worker keeps, and when, worked out from the build's
 * manifest (dist/.vite/manifest.json) and the screen table's `offline`:
 * - `shell`: the page, the app and what it needs to open offline; always
 *   precached (all a phone saving data gets);
 * - `donor`: the donor's screens (home, browse, story, payment, how it
 *   works, success stories, the legal pages, 404), kept at install unless the
 *   person saves data;
 * - `signedIn`: the dashboard, /create, the admin area and the session
 *   client, kept right after sign-in (or when first opened);
 * every other screen is kept when first opened.
 * Pure, so the build, the byte budgets and the tests read the same plan.
 */
import { screens } from '../contract/names/paths.ts';

export interface BuildChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type BuildManifest = Record<string, BuildChunk>;

export interface PrecachePlan {
  /** The page's one script, which names every other file of its build. */
  entry: string;
  shell: string[];
  donor: string[];
  signedIn: string[];
  /** The public pages the server renders the same for everyone, which the worker keeps as HTML, and the code each needs. */
  pages: Array<{ path: string; files: string[] }>;
  /** Every file of this build's code: any other one the worker holds is from an older build. */
  files: string[];
}

/** A stylesheet of the build. */
export const isStyle = (file: string) => file.endsWith('.css');

/**
 * Files of the shell besides the app's code: the page. (The header's logo is drawn in the page; the web app
 * manifest is read by the browser when it installs the app, never by the app offline.)
 */
export const shellFiles = ['index.html'];
/** The app, and what it loads on demand to read offline (the phone's store); the rest is kept once it is first used. */
const shellModules = ['src/app/start.tsx', 'src/lib/offline/cache.ts'];
/** Parts loaded on demand that a signed-in person needs, offline too (the toasts say what was saved for later). */
const signedInModules = ['src/lib/auth/session-store.ts', 'src/lib/offline/photo-upload.ts', 'src/lib/toast-container.tsx'];

const screenModules = new Set<string>(screens.map((screen) => screen.module));

/** A chunk's files and what it imports statically; with `deep`, what it loads on demand too (other screens apart). */
function collect(manifest: BuildManifest, key: string, deep: boolean, into: Set<string>, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return into;
  seen.add(key);
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const next of chunk.imports ?? []) collect(manifest, next, deep, into, seen);
  if (deep) for (const next of chunk.dynamicImports ?? []) if (!screenModules.has(next)) collect(manifest, next, deep, into, seen);
  return into;
}

export function planPrecache(manifest: BuildManifest): PrecachePlan {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The build manifest has no entry.');
  const shell = new Set<string>(shellFiles);
  for (const key of [entryKey, ...shellModules]) collect(manifest, key, false, shell);

  const donor = new Set<string>();
  const signedIn = new Set<string>();
  for (const screen of screens) {
    if (screen.offline === 'install') {
      collect(manifest, screen.module, false, donor);
      // What the screen loads after it is up (a story's open ledger), but not the other screens it links to.
      for (const next of manifest[screen.module]?.dynamicImports ?? []) if (!screenModules.has(next)) collect(manifest, next, false, donor);
    }
    if (screen.offline === 'sign-in') collect(manifest, screen.module, true, signedIn);
  }
  for (const key of signedInModules) collect(manifest, key, true, signedIn);

  const without = (files: Set<string>, ...others: Array<Set<string>>) =>
    [...files].filter((file) => !others.some((other) => other.has(file))).sort();
  const pages = screens
    .filter((screen) => screen.rendered && !('perRequest' in screen) && screen.path !== '*')
    .map((screen) => ({ path: screen.path, files: [...collect(manifest, screen.module, false, new Set<string>())].sort() }));
  const files = new Set<string>();
  for (const chunk of Object.values(manifest)) for (const file of [chunk.file, ...(chunk.css ?? [])]) files.add(file);
  return {
    pages,
    files: [...files].sort(),
    entry: manifest[entryKey]!.file,
    shell: [...shell].sort(),
    donor: without(donor, shell),
    signedIn: without(signedIn, shell, donor),
  };
}
