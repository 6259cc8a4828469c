/** The caching strategies, as small named pieces the entry file wires up. */
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheFirst } from 'workbox-strategies';
import { currentCaches, imageCache } from './routes';

declare const self: ServiceWorkerGlobalScope;

/** Photos never change at a given URL (/uploads/<id>/<width>.webp): the cached copy is always right. */
export const storyImages = new CacheFirst({
  cacheName: imageCache.name,
  plugins: [new ExpirationPlugin({ maxEntries: imageCache.maxEntries, maxAgeSeconds: imageCache.maxAgeSeconds, purgeOnQuotaError: true })],
});

export const isStoryImage = ({ url, request }: { url: URL; request: Request }) =>
  url.origin === self.location.origin && url.pathname.startsWith('/uploads/') && request.destination === 'image';

/** Deletes runtime caches of older versions of the app. */
export async function deleteOldCaches(): Promise<void> {
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith('nnoboa-') && !currentCaches.includes(name)).map((name) => caches.delete(name)));
}
