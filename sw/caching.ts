/** The caching strategies, as small named pieces the entry file wires up. */
import { ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache } from 'workbox-precaching';
import { CacheFirst } from 'workbox-strategies';
import { plan } from './plan';
import { isStyle } from './precache-plan';
import { assetCache, currentCaches, imageCache, smallestPhotoWidth } from './routes';

declare const self: ServiceWorkerGlobalScope;

/** The person asked to save data: the request header, or the browser's own setting. */
export function savingData(request?: Request): boolean {
  const connection = (self.navigator as WorkerNavigator & { connection?: { saveData?: boolean } }).connection;
  return request?.headers.get('save-data') === 'on' || connection?.saveData === true;
}

/** Photos never change at a given URL (/uploads/<id>/<width>.webp): the cached copy is always right. */
export const storyImages = new CacheFirst({
  cacheName: imageCache.name,
  plugins: [new ExpirationPlugin({ maxEntries: imageCache.maxEntries, maxAgeSeconds: imageCache.maxAgeSeconds, purgeOnQuotaError: true })],
});

export const isStoryImage = ({ url, request }: { url: URL; request: Request }) =>
  url.origin === self.location.origin && url.pathname.startsWith('/uploads/') && request.destination === 'image';

/** A photo at the width the page asked for, or, for a phone saving data, at the smallest width made (the original if there is none). */
export async function storyImage({ request, event }: { request: Request; event: ExtendableEvent }): Promise<Response> {
  const smaller = savingData(request)
    ? request.url.replace(/\/(\d+)\.webp$/, (whole, width: string) =>
        Number(width) > smallestPhotoWidth ? `/${smallestPhotoWidth}.webp` : whole,
      )
    : request.url;
  if (smaller !== request.url) {
    const small = await storyImages.handle({ request: new Request(smaller), event }).catch(() => null);
    if (small?.ok) return small;
  }
  return storyImages.handle({ request, event });
}

/** The app's code: hashed files, kept as first fetched. */
export const appCode = new CacheFirst({
  cacheName: assetCache.name,
  plugins: [new ExpirationPlugin({ maxEntries: assetCache.maxEntries, purgeOnQuotaError: true })],
});

export const isAppCode = ({ url }: { url: URL }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/');

/** Whether this worker holds `file` (precached with the shell, or kept since). */
export async function holds(file: string): Promise<boolean> {
  const url = `/${file}`;
  return Boolean((await matchPrecache(url)) ?? (await (await caches.open(assetCache.name)).match(url)));
}

/** The shell's stylesheets: kept with the code rather than precached (see src/lib/offline/inline-styles.ts). */
export const shellStyles = plan.shell.filter(isStyle);

/**
 * Keeps files of this build the worker does not hold yet (a group of screens), fetched side by side: on a
 * link with long round trips, one after another would take a round trip each. A file the page already
 * loaded comes from the browser's cache.
 */
export async function keep(files: readonly string[]): Promise<void> {
  const cache = await caches.open(assetCache.name);
  const missing = (await Promise.all(files.map(async (file) => ((await holds(file)) ? null : file)))).filter((file) => file !== null);
  // Every file is waited for, kept or not: one that fails leaves none of the others half-fetched when the worker stops.
  const outcomes = await Promise.allSettled(
    missing.map(async (file) => {
      const response = await fetch(`/${file}`, { credentials: 'same-origin' });
      if (!response.ok) throw new Error(`${file} answered ${response.status}`);
      await cache.put(`/${file}`, response);
    }),
  );
  const failed = outcomes.filter((outcome) => outcome.status === 'rejected');
  if (failed.length > 0)
    throw new AggregateError(
      failed.map((outcome) => outcome.reason),
      `${failed.length} of the ${missing.length} files fetched were not kept`,
    );
}

/** Deletes runtime caches of older versions of the app, and code no page of this build can ask for. */
export async function deleteOldCaches(): Promise<void> {
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith('nnoboa-') && !currentCaches.includes(name)).map((name) => caches.delete(name)));
  const current = new Set(plan.files.map((file) => `/${file}`));
  const code = await caches.open(assetCache.name);
  for (const request of await code.keys()) if (!current.has(new URL(request.url).pathname)) await code.delete(request);
}
