/**
 * The service worker: precaches the app shell (every route's chunk included)
 * and answers navigations from it, so any screen opens offline; keeps story
 * photos in a bounded cache; sends the outbox itself on Background Sync, with
 * no page open. It only wires events; what to cache lives in ./routes, how in
 * ./caching, how the outbox is sent in the app's lib.
 * A new version waits until the page asks it to take over ("Update available").
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { workerSession } from '../src/lib/auth/worker-session';
import { outboxSyncTag } from '../src/lib/offline/outbox-sync';
import { deleteOldCaches, isStoryImage, storyImages } from './caching';
import { sendFromWorker } from './outbox';
import { serverPathPatterns, shellUrl } from './routes';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

// The first install takes charge of the open page at once, so even the first visit's photos are kept.
clientsClaim();
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(new NavigationRoute(createHandlerBoundToURL(shellUrl), { denylist: serverPathPatterns }));
registerRoute(isStoryImage, storyImages);

self.addEventListener('activate', (event) => event.waitUntil(deleteOldCaches()));

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === outboxSyncTag) sync.waitUntil(sendFromWorker(self.location.origin, workerSession(self.location.origin)));
});
