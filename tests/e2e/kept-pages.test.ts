// Repeat visits come from the phone: the service worker keeps the server's
// HTML of the public pages a person opened and answers the next visit from it
// (with the data's age), also with the network cut; and a new release never
// answers kept HTML whose scripts it no longer has.
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boot } from '../../server/boot';
import { demoPglite } from '../helpers/pglite-folders';
import { launchBrowser, watchWarnings } from '../helpers/browser';
import { testConfig } from '../helpers/test-server';

const slug = 'hip-replacement-for-kekeli-in-ho';
const title = 'A new hip for Kekeli at Ho Teaching Hospital';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The real server on a chosen port (a new release is a new server at the same address), with the demo data. */
async function serve(staticDir: string, port = 0): Promise<{ app: FastifyInstance; url: string }> {
  const { db, dataDir } = await demoPglite();
  const app = await boot(testConfig({ SEED_DEMO: 'true', STATIC_DIR: staticDir, DATA_DIR: dataDir }), { db });
  await app.listen({ port, host: '127.0.0.1' });
  const address = app.server.address();
  return { app, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}` };
}

async function phone(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  return { context, page };
}

/** A first visit: the worker installs, keeps the donor's screens and this page, then says it is ready. */
async function firstVisit(page: Page, url: string) {
  await page.goto(`${url}/campaigns/${slug}`);
  await page.getByText('Ready to work offline').waitFor({ timeout: 60_000 });
}

describe('kept pages', () => {
  it('answers a second visit to a story from the kept HTML with its age, with the network cut', { timeout: 360_000 }, async () => {
    const server = await serve('dist');
    const { context, page } = await phone();
    try {
      const said = watchWarnings(page);
      await firstVisit(page, server.url);
      await page.goto(`${server.url}/`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();

      await context.setOffline(true);
      await page.goto(`${server.url}/campaigns/${slug}`);
      // The server's page, as kept: title and Support there before the app runs, marked with when it was kept.
      const keptAt = Number(await page.locator('#root[data-ssr]').getAttribute('data-kept-at'));
      expect(Date.now() - keptAt).toBeLessThan(120_000);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
      // Taken over offline: the banner says how old the data is, and paying waits for a connection.
      await page.getByText('You are offline. Showing what is saved on this phone.').waitFor();
      // The age comes once the kept copy is read from the phone's store.
      await page
        .locator('.status-banner.offline')
        .getByText(/Last updated (just now|\d+ min ago)/)
        .waitFor();
      await page.getByText('Paying needs a connection.', { exact: false }).waitFor();
      // Taken over without a mismatch (the failed calls of being offline aside).
      expect(said.filter((line) => !line.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);

      // Back online, the kept copy answers at once and the app asks for fresh data behind it.
      await context.setOffline(false);
      const fresh = page.waitForResponse((response) => response.url().includes(`/api/campaigns/${slug}`));
      await page.goto(`${server.url}/campaigns/${slug}`);
      expect(await page.locator('#root[data-kept-at]').count()).toBe(1);
      expect((await fresh).status()).toBe(200);

      // Signed-in and payment pages are never kept as HTML.
      const kept = await page.evaluate(async () => {
        const cache = await caches.open('nnoboa-pages-v1');
        return (await cache.keys()).map((request) => new URL(request.url).pathname);
      });
      expect(kept).toContain(`/campaigns/${slug}`);
      expect(kept.filter((path) => /^\/(payment|dashboard|admin|create|login)/.test(path))).toEqual([]);
    } finally {
      await context.close();
      await server.app.close();
    }
  });

  it('never answers the HTML of an older release that points at scripts the new one no longer has', { timeout: 480_000 }, async () => {
    const first = await mkdtemp(path.join(tmpdir(), 'nnoboa-release-1-'));
    const second = await mkdtemp(path.join(tmpdir(), 'nnoboa-release-2-'));
    await cp('dist', first, { recursive: true });
    await nextRelease(first, second);
    let server = await serve(first);
    const port = Number(new URL(server.url).port);
    const { context, page } = await phone();
    try {
      await firstVisit(page, server.url);
      const oldEntry = await page.locator('script[type="module"]').getAttribute('src');

      // The new release takes the old one's place at the same address; the person accepts the update.
      await server.app.close();
      server = await serve(second, port);
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      await page.getByText('Update available: a new version of Nnoboa is ready.').waitFor({ timeout: 60_000 });
      const reloaded = page.waitForEvent('load', { timeout: 60_000 });
      await page.getByRole('button', { name: 'Reload' }).click();
      await reloaded;
      await expect
        .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting === null), { timeout: 60_000 })
        .toBe(true);

      // Offline, the story is not answered with the old release's page: the new shell shows it from the phone's data.
      await context.setOffline(true);
      const failed: Array<{ url: string; error: string }> = [];
      page.on('requestfailed', (request) => failed.push({ url: request.url(), error: request.failure()?.errorText ?? '' }));
      await page.goto(`${server.url}/campaigns/${slug}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
      const entry = await page.locator('script[type="module"]').getAttribute('src');
      expect(entry).not.toBe(oldEntry);
      expect(await page.evaluate(async (old) => Boolean(await caches.match(old ?? '')), oldEntry)).toBe(false);
      // Every script and style the page and its screen use was there; only code for going online (the API client) waits for the network.
      const used = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[rel="stylesheet"]')].map(
          (element) => ('src' in element && element.src) || (element as HTMLLinkElement).href,
        ),
      );
      expect(used.length).toBeGreaterThan(1);
      const missing = await page.evaluate(
        async (urls) =>
          (await Promise.all(urls.map(async (url) => ((await caches.match(url, { ignoreSearch: true })) ? null : url)))).filter(Boolean),
        used,
      );
      expect(missing).toEqual([]);
      // Each stylesheet applies, and none of them, nor the page's code, failed to load (a request the page itself
      // dropped, a link put again by the app as it takes over, is not a file missing).
      expect(
        await page.evaluate(() =>
          [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]:not([disabled])')]
            .filter((link) => !link.sheet)
            .map((link) => link.href),
        ),
      ).toEqual([]);
      expect(
        failed.filter(
          ({ url, error }) => error !== 'net::ERR_ABORTED' && (used.includes(url) || /\/assets\/(start|index|story-page)-/.test(url)),
        ),
      ).toEqual([]);
    } finally {
      await context.close();
      await server.app.close();
      await rm(first, { recursive: true, force: true });
      await rm(second, { recursive: true, force: true });
    }
  });
});

/** A new release made from a build: every file of the app's code under a new name, every reference to it changed. */
async function nextRelease(from: string, to: string): Promise<void> {
  await cp(from, to, { recursive: true });
  const assets = (await readdir(path.join(to, 'assets'))).filter((file) => /\.(js|css)$/.test(file));
  const renamed = new Map(assets.map((file) => [file, file.replace(/-([A-Za-z0-9_-]+)\.(js|css)$/, '-$1n.$2')]));
  const files = (await readdir(to, { recursive: true })).map(String).filter((file) => !file.startsWith('.ssr'));
  for (const file of files) {
    if (/\.(br|gz)$/.test(file)) {
      await rm(path.join(to, file));
      continue;
    }
    if (!/\.(js|css|html|json|webmanifest)$/.test(file)) continue;
    let text = await readFile(path.join(to, file), 'utf8');
    for (const [old, next] of renamed) text = text.split(old).join(next);
    // The page itself changed too: the worker's record of it says so.
    if (file === 'sw.js') text = text.replace(/"revision":"([0-9a-f]+)"/g, '"revision":"$1e"');
    await writeFile(path.join(to, file), text);
  }
  for (const [old, next] of renamed) {
    await writeFile(path.join(to, 'assets', next), await readFile(path.join(to, 'assets', old)));
    await rm(path.join(to, 'assets', old));
  }
}
