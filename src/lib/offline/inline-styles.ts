/**
 * A page the server rendered for a first visit carries its stylesheets
 * written into it, each followed by a link that is never fetched (`disabled`)
 * and names the file. Before the service worker installs, they are put in its
 * cache as those files: on a slow link the worker then keeps the app's styles
 * without downloading them a second time.
 */
import { codeCache } from './code-cache';

export async function keepInlineStyles(): Promise<void> {
  if (!('caches' in window)) return;
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][disabled]')];
  const styles = links.flatMap((link) => {
    const style = link.previousElementSibling;
    return style instanceof HTMLStyleElement ? [{ path: new URL(link.href).pathname, text: style.textContent ?? '' }] : [];
  });
  if (styles.length === 0) return;
  const cache = await caches.open(codeCache.name);
  await Promise.all(
    styles.map(async ({ path, text }) => {
      if (await cache.match(path)) return;
      await cache.put(path, new Response(text, { headers: { 'content-type': 'text/css; charset=utf-8' } }));
    }),
  );
}
