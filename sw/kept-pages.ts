/**
 * The server's HTML of the public pages a person opened, kept on the phone:
 * a navigation to one is answered at once from the kept copy while the server
 * is asked for a fresh one behind it (stale-while-revalidate). The copy says
 * when it was kept (`data-kept-at` on the page's root), so the app that takes
 * it over shows the data's age and refreshes it.
 *
 * A kept page is answered only when this worker holds every file of its code
 * from the same build: a new release never answers HTML whose scripts it no
 * longer has. Pages never kept go to the network, and offline to the shell.
 * Only pages the server renders alike for everyone are kept; signed-in
 * screens and the payment pages never are.
 */
import { CacheExpiration } from 'workbox-expiration';
import { matchPrecache } from 'workbox-precaching';
import { plan } from './plan';
import { holds } from './caching';
import { pageCache, pathPattern, shellUrl } from './routes';

declare const self: ServiceWorkerGlobalScope;

const keptAtHeader = 'x-nnoboa-kept-at';
const pages = plan.pages.map((page) => ({ pattern: pathPattern(page.path), files: page.files }));
const expiration = new CacheExpiration(pageCache.name, { maxEntries: pageCache.maxEntries });

/** The page of the screen table `url` shows, when it is one the worker keeps. */
export const keptPageOf = (url: URL) =>
  url.origin === self.location.origin ? (pages.find((page) => page.pattern.test(url.pathname)) ?? null) : null;

export const isKeptPage = ({ url, request }: { url: URL; request: Request }) => request.mode === 'navigate' && keptPageOf(url) !== null;

/** A server-rendered page, whole, for everyone alike: the only kind worth keeping. */
function keepable(response: Response): boolean {
  return (
    response.ok &&
    response.type === 'basic' &&
    !response.redirected &&
    (response.headers.get('content-type') ?? '').startsWith('text/html') &&
    !/no-store|private/.test(response.headers.get('cache-control') ?? '')
  );
}

/** Keeps a page the server sent, stamped with when; forgets one the server says is gone (a story no longer public). */
export async function keepPage(url: string, response: Response): Promise<void> {
  if (response.status === 404 || response.status === 410) {
    await (await caches.open(pageCache.name)).delete(url);
    return;
  }
  if (!keepable(response)) return;
  const html = await response.text();
  if (!html.includes('<div id="root" data-ssr')) return;
  const headers = new Headers(response.headers);
  headers.set(keptAtHeader, String(Date.now()));
  const cache = await caches.open(pageCache.name);
  await cache.put(url, new Response(html, { status: 200, headers }));
  await expiration.updateTimestamp(url);
  await expiration.expireEntries();
}

/** The kept copy as it is answered: marked with its age, or null when this build cannot run it. */
async function answerable(kept: Response, url: URL): Promise<Response | null> {
  const html = await kept.text();
  if (!html.includes(`src="/${plan.entry}"`)) return null;
  for (const file of keptPageOf(url)?.files ?? []) if (!(await holds(file))) return null;
  const keptAt = Number(kept.headers.get(keptAtHeader));
  const marked = Number.isFinite(keptAt)
    ? html.replace('<div id="root" data-ssr', `<div id="root" data-ssr data-kept-at="${keptAt}"`)
    : html;
  const headers = new Headers(kept.headers);
  headers.delete(keptAtHeader);
  return new Response(marked, { status: 200, headers });
}

async function shell(): Promise<Response> {
  return (await matchPrecache(shellUrl)) ?? Response.error();
}

/** Stale-while-revalidate for a public page, with the shell when neither a kept copy nor the network can answer. */
export async function keptPage({ request, event, url }: { request: Request; event: ExtendableEvent; url: URL }): Promise<Response> {
  const cache = await caches.open(pageCache.name);
  const kept = await cache.match(url.href);
  // Shown now, the page comes as a page (its styles written in); refreshed behind a kept copy, as a copy to keep
  // (its styles linked: this worker holds them), which costs a slow link less.
  const fresh = fetch(kept ? new Request(url.href, { credentials: 'same-origin' }) : request).then(async (response) => {
    await keepPage(url.href, response.clone());
    return response;
  });
  const answer = kept ? await answerable(kept, url) : null;
  if (answer) {
    event.waitUntil(fresh.catch(() => undefined));
    return answer;
  }
  try {
    return await fresh;
  } catch {
    return shell();
  }
}

/** Pages of an older build: they would point at scripts this worker no longer has. */
export async function dropOldPages(): Promise<void> {
  const cache = await caches.open(pageCache.name);
  for (const request of await cache.keys()) {
    const kept = await cache.match(request);
    if (!kept || !(await kept.text()).includes(`src="/${plan.entry}"`)) await cache.delete(request);
  }
}

/** Keeps the public pages open in this browser now (opened before the worker was there to keep them). */
export async function keepOpenPages(): Promise<void> {
  const cache = await caches.open(pageCache.name);
  for (const client of await self.clients.matchAll({ type: 'window', includeUncontrolled: true })) {
    const url = new URL(client.url);
    url.hash = '';
    if (!keptPageOf(url) || (await cache.match(url.href))) continue;
    const response = await fetch(url.href, { credentials: 'same-origin' }).catch(() => null);
    if (response) await keepPage(url.href, response);
  }
}
