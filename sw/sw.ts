/**
 * The service worker. It precaches the app shell (what the app needs to open
 * offline), and, unless the person saves data, the donor's screens; the
 * dashboard, /create and the admin area are kept right after sign-in or when
 * first opened (./precache-plan.ts). It answers a public page a person opened
 * before from the kept HTML at once and refreshes it behind (./kept-pages.ts),
 * other screens from the shell; keeps story photos in a bounded cache (the
 * smallest width for a phone saving data); sends the outbox itself on
 * Background Sync, with no page open; shows the notices pushed to the phone
 * and opens their screen when tapped (./notices.ts). It says "ready to work
 * offline" to the page only once that is true. It only wires events; what to cache lives in
 * ./routes, how in ./caching. A new version waits until the page asks it to
 * take over ("Update available").
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { plan } from './plan';
import { isStyle } from './precache-plan';
import { workerSession } from '../src/lib/auth/worker-session';
import { outboxSyncTag } from '../src/lib/offline/outbox-sync';
import { appCode, deleteOldCaches, isAppCode, isStoryImage, keep, savingData, shellStyles, storyImage } from './caching';
import { dropOldPages, isKeptPage, keepOpenPages, keptPage } from './kept-pages';
import { openNotice, readPush, showNotice } from './notices';
import { sendFromWorker } from './outbox';
import { isVisitPage, serverPathPatterns, shellUrl } from './routes';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/** What the worker tells the page, and what the page asks of it. */
type Message = { type: 'SKIP_WAITING' } | { type: 'KEEP_SIGNED_IN' } | { type: 'CLAIM' };

// The first install takes charge of the open page at once, so even the first visit's photos are kept.
clientsClaim();
// Exactly the plan's shell, its styles apart (kept beside the code): the build also lists the web app manifest,
// which the browser reads when it installs the app, never the app offline.
const precached = new Set(plan.shell.filter((file) => !isStyle(file)));
precacheAndRoute(self.__WB_MANIFEST.filter((entry) => precached.has((typeof entry === 'string' ? entry : entry.url).replace(/^\//, ''))));
cleanupOutdatedCaches();
registerRoute(isAppCode, appCode);
registerRoute(isKeptPage, keptPage);
// The payment pages come from the server for each visit; offline, the shell (the app says paying needs a connection).
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isVisitPage(url),
  async ({ request }) => fetch(request).catch(async () => (await matchPrecache(shellUrl)) ?? Response.error()),
);
registerRoute(new NavigationRoute(createHandlerBoundToURL(shellUrl), { denylist: serverPathPatterns }));
registerRoute(isStoryImage, storyImage);

/** Whether the donor's screens are kept: then public pages read offline, and the page may say so. */
let readyOffline = false;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      // The shell's styles are kept beside the code, not precached: a first page that carried them written in has put them there already.
      await keep(shellStyles);
      // Shell only for a phone saving data: the rest is kept as it is opened.
      if (savingData()) return;
      await keep(plan.donor).then(
        () => {
          readyOffline = true;
        },
        // The shell still installs; the screens are kept as they are opened, and nothing claims to be ready.
        () => undefined,
      );
    })(),
  );
});

self.addEventListener('activate', (event) =>
  event.waitUntil(
    (async () => {
      await deleteOldCaches();
      await dropOldPages();
      await keepOpenPages().catch(() => undefined);
      if (readyOffline)
        for (const client of await self.clients.matchAll({ type: 'window', includeUncontrolled: true }))
          client.postMessage({ type: 'OFFLINE_READY' });
    })(),
  ),
);

self.addEventListener('message', (event) => {
  const message = event.data as Message | null;
  if (message?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (message?.type === 'CLAIM') event.waitUntil(self.clients.claim());
  if (message?.type === 'KEEP_SIGNED_IN') event.waitUntil(keep(plan.signedIn).catch(() => undefined));
});

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === outboxSyncTag) sync.waitUntil(sendFromWorker(self.location.origin, workerSession(self.location.origin)));
});

self.addEventListener('push', (event) => {
  const notice = readPush(event.data);
  if (notice) event.waitUntil(showNotice(self.registration, notice));
});

self.addEventListener('notificationclick', (event) => event.waitUntil(openNotice(self.clients, self.location.origin, event.notification)));
