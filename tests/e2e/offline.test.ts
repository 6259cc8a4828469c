// Offline-first in Chromium: installable, the shell and stories offline, drafts
// and the outbox surviving reloads, lost answers and closed tabs, the update prompt.
import { cp, appendFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, launchPersistent, seriousA11yViolations, workerInCharge } from '../helpers/browser';
import type { TestServer } from '../helpers/test-server';
import { signInThroughMailbox, startAppServer } from './app-server';
import { keptSignedInScreens } from './kept-code';
import { savedAnswerKeys } from './phone-storage';
import { readManifest } from '../../bench/bytes';
import { screens } from '../../contract/names/paths';
import { draftStory, plainPhoto } from './story-draft';

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const story = 'hip-replacement-for-kekeli-in-ho';

beforeAll(async () => {
  server = await startAppServer({ SEED_DEMO: 'true' });
  browser = await launchBrowser();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});
beforeEach(async () => {
  await context?.close().catch(() => undefined);
  context = await browser.newContext({ viewport: { width: 412, height: 900 } });
  page = await context.newPage();
  await server.app.db.query('delete from rate_limit_hits');
});

/** Waits until the app has saved an answer whose key matches (the server's page shows before the app saves it). */
async function savedOnPhone(matches: (key: string) => boolean) {
  await expect.poll(async () => (await savedAnswerKeys(page)).some(matches), { timeout: 10_000 }).toBe(true);
}

const signIn = (target: Page, email: string) => signInThroughMailbox(target, server, email);

const countStories = async (title: string) =>
  (await server.app.db.query<{ n: number }>('select count(*)::int as n from campaigns where title = $1', [title]))[0]?.n ?? 0;

describe('installable app', () => {
  it('has a manifest Chromium accepts, keeps the donor’s screens at install and the signed-in ones only after sign-in', async () => {
    // Installing needs a real profile: an incognito-like context reports "in-incognito".
    const profile = await mkdtemp(path.join(tmpdir(), 'nnoboa-profile-'));
    const installable = await launchPersistent(profile);
    try {
      const phone = installable.pages()[0] ?? (await installable.newPage());
      await phone.goto(`${server.url}/`);
      await workerInCharge(phone);
      const cdp = await installable.newCDPSession(phone);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
      expect(installabilityErrors).toEqual([]);
    } finally {
      await installable.close();
      await rm(profile, { recursive: true, force: true });
    }
    await page.goto(`${server.url}/`);
    await workerInCharge(page);
    const manifest = (await (await fetch(`${server.url}/manifest.webmanifest`)).json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: 'Nnoboa — Crowdfunding for Ghana',
      short_name: 'Nnoboa',
      display: 'standalone',
      start_url: '/',
      scope: '/',
    });
    expect((manifest.icons as Array<{ sizes: string; purpose: string }>).map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '192x192 maskable',
      '512x512 maskable',
    ]);
    expect((manifest.shortcuts as Array<{ url: string }>).map((s) => s.url)).toEqual(['/campaigns', '/create']);
    expect((manifest.screenshots as unknown[]).length).toBe(2);

    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      return urls;
    });
    const build = readManifest();
    for (const screen of screens) {
      const file = `/${build[screen.module]!.file}`;
      expect(
        cached.some((url) => url.startsWith(file)),
        screen.module,
      ).toBe(screen.offline === 'install');
    }
    await page.getByText('Ready to work offline').waitFor();
    await signIn(page, 'owner@example.com');
    await keptSignedInScreens(page);
  });
});

describe('reading offline', () => {
  it('shows home, browse, a visited story and success stories after going offline, with their age', async () => {
    await page.goto(`${server.url}/`);
    await workerInCharge(page);
    await page.getByRole('list', { name: 'Almost there' }).getByRole('article').first().waitFor();
    await savedOnPhone((key) => key.includes('below_goal'));
    await page.goto(`${server.url}/campaigns`);
    await page.locator('.story-grid article').first().waitFor();
    await page.goto(`${server.url}/campaigns/${story}`);
    await page.locator('.wall li').first().waitFor();
    await savedOnPhone((key) => key === `story:${story}`);
    await page.goto(`${server.url}/success-stories`);
    await page.locator('.success-item').first().waitFor();
    await savedOnPhone((key) => key === 'success?page=1&limit=24');

    await context.setOffline(true);
    await page.goto(`${server.url}/`);
    await page.getByRole('list', { name: 'Almost there' }).getByRole('article').first().waitFor();
    await page.getByText('You are offline. Showing what is saved on this phone.').waitFor();
    expect(await page.locator('.status-banner.offline').innerText()).toMatch(/Last updated (just now|\d+ min ago)/);
    await page.goto(`${server.url}/campaigns`);
    await page.locator('.story-grid article').first().waitFor();
    // Offline, the list is every story saved on the phone (home's, browse's, the story page's), searched there.
    await page.getByText(/^\d+ stories saved on this phone$/).waitFor();
    const saved = await page.locator('.story-grid article').count();
    expect(saved).toBeGreaterThanOrEqual(12);
    await page.getByLabel('Search stories').fill('Kekeli hip');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('1 story saved on this phone').waitFor();
    expect(await page.locator('.story-grid article .story-title').allTextContents()).toEqual([
      'A new hip for Kekeli at Ho Teaching Hospital',
    ]);
    expect(await page.evaluate(() => performance.getEntriesByName('offline-list').length)).toBe(1);
    await page.goto(`${server.url}/campaigns/${story}`);
    await page.getByRole('heading', { level: 1, name: 'A new hip for Kekeli at Ho Teaching Hospital' }).waitFor();
    await page.locator('.story-cover').waitFor();
    expect(await page.locator('.story-cover').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.getByText('Paying needs a connection.', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Support this story' }).isDisabled()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.goto(`${server.url}/success-stories`);
    await page.locator('.success-item').first().waitFor();
    await page.goto(`${server.url}/how-it-works`);
    await page.getByRole('heading', { level: 1, name: 'How Nnoboa works' }).waitFor();
    await context.setOffline(false);
  });
});

describe('drafts and the outbox', () => {
  it('keeps an offline draft with its photo across a reload, sends it offline, and it arrives once online', async () => {
    await signIn(page, 'owner@example.com');
    await workerInCharge(page);
    await keptSignedInScreens(page);
    await context.setOffline(true);
    const title = 'A football pitch for Techiman youth';
    await draftStory(page, server.url, title, await plainPhoto());
    await page.reload();
    await page.getByRole('heading', { name: 'Step 5 of 5: Review' }).waitFor();
    await page.locator('.draft-photo img').first().waitFor();
    await page.getByRole('button', { name: 'Send for review' }).click();
    await page.getByRole('heading', { name: 'Saved to send' }).waitFor();
    await page.getByText('You are offline. Your story and its photos are saved on this phone', { exact: false }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Saved to send' }).waitFor();
    // The banner counts what the person queued: one story with its photo, not two things.
    await page.getByText('1 story (with 1 photo) waiting to be sent.').waitFor();
    expect(await countStories(title)).toBe(0);

    await context.setOffline(false);
    await page.getByRole('heading', { name: 'Your story was sent for review' }).waitFor({ timeout: 30_000 });
    expect(await countStories(title)).toBe(1);
    const [row] = await server.app.db.query<{ status: string; cover: boolean }>(
      'select status, cover_upload_id is not null as cover from campaigns where title = $1',
      [title],
    );
    expect(row).toEqual({ status: 'pending', cover: true });

    await page.goto(`${server.url}/dashboard#outbox`);
    const outbox = page.locator('#outbox');
    await outbox.getByText(`Story: ${title}`).waitFor();
    expect(await outbox.innerText()).toContain('Sent');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('sends a report filed offline once back online', async () => {
    await page.goto(`${server.url}/campaigns/${story}`);
    await workerInCharge(page);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this story' });
    await dialog.getByLabel('Something else').check();
    await dialog.getByLabel('Details (optional)').fill('Filed from a bus with no signal.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await page.getByText('Saved. Your report will be sent when you are back online.').waitFor();
    const count = async () =>
      (
        await server.app.db.query<{ n: number }>(
          "select count(*)::int as n from reports where details = 'Filed from a bus with no signal.'",
        )
      )[0]?.n;
    expect(await count()).toBe(0);
    await context.setOffline(false);
    await expect.poll(count, { timeout: 30_000 }).toBe(1);
  });

  it('leaves no duplicate when the page closes while a story is being sent', async () => {
    await signIn(page, 'owner@example.com');
    await workerInCharge(page);
    const title = 'Streetlights for Sunyani market road';
    await draftStory(page, server.url, title, await plainPhoto());
    // The story reaches the server, but the tab is gone before the answer comes back.
    let reached = false;
    await page.route('**/api/campaigns', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      await route.fetch();
      reached = true;
      await page.close();
    });
    await page.getByRole('button', { name: 'Send for review' }).click();
    await expect.poll(() => reached, { timeout: 30_000 }).toBe(true);
    expect(await countStories(title)).toBe(1);

    const again = await context.newPage();
    await again.goto(`${server.url}/dashboard#outbox`);
    await again.locator('#outbox').getByText(`Story: ${title}`).waitFor();
    await again
      .locator('#outbox li', { hasText: title })
      .getByText(/^Sent \d/)
      .waitFor({ timeout: 30_000 });
    expect(await countStories(title)).toBe(1);
  });
});

describe('updates', () => {
  it('offers a new version and reloads into it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'nnoboa-dist-'));
    await cp('dist', dir, { recursive: true });
    const copy = await startAppServer({ STATIC_DIR: dir });
    try {
      await page.goto(`${copy.url}/`);
      await workerInCharge(page);
      await page.getByText('Ready to work offline').waitFor();
      // A new build: the service worker file changes.
      await appendFile(path.join(dir, 'sw.js'), '\n// next version\n');
      await rm(path.join(dir, 'sw.js.br'), { force: true });
      await rm(path.join(dir, 'sw.js.gz'), { force: true });
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      const banner = page.getByText('Update available: a new version of Nnoboa is ready.');
      await banner.waitFor({ timeout: 30_000 });
      // Waited for from before the click: the reload may finish before the click's own wait returns.
      await page.evaluate(() => Object.assign(window, { beforeReload: true }));
      const reloaded = page.waitForEvent('load', { timeout: 30_000 });
      await page.getByRole('button', { name: 'Reload' }).click();
      await reloaded;
      expect(await page.evaluate(() => 'beforeReload' in window)).toBe(false);
      await expect
        .poll(
          () =>
            page.evaluate(async () => {
              const registration = await navigator.serviceWorker.getRegistration();
              return registration?.waiting === null && registration.active !== null;
            }),
          { timeout: 30_000 },
        )
        .toBe(true);
      expect(await banner.count()).toBe(0);
    } finally {
      await copy.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
