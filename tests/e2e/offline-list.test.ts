// The offline list at scale, on a phone: with many stories saved, the first cards show at once, every story is
// reached by scrolling while only a bounded window of cards is on the page, and filters and search still work.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseName } from '../../src/lib/offline/db';
import { savedListPages, savedListStep } from '../../src/features/stories/use-saved-window';
import { launchBrowser, seriousA11yViolations, workerInCharge } from '../helpers/browser';
import { saveStoriesOnPhone, savedStory } from '../helpers/saved-stories';
import type { TestServer } from '../helpers/test-server';
import { startAppServer } from './app-server';
import type { Paged, StoryCard } from '../../contract/api/campaigns';

const saved = 1_500;
const regions = ['Volta', 'Northern', 'Ashanti'] as const;
/** `saved` stories, each a copy of a real one (so its photo too) under its own id, title, region and age. */
const manyStories = (real: StoryCard[]) =>
  Array.from({ length: saved }, (_, n) =>
    savedStory(`many-${n}`, {
      ...real[n % real.length],
      id: `many-${n}`,
      slug: `story-many-${n}`,
      title: n % 100 === 7 ? `Clinic roof for village ${n}` : `Saved story number ${n}`,
      region: regions[n % 3],
      category: n % 2 ? 'medical' : 'education',
      created_at: new Date(Date.UTC(2026, 0, 1) - n * 60_000).toISOString(),
    }),
  );

let server: TestServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer({ SEED_DEMO: 'true' }), launchBrowser()]);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** What the list holds now: its items' positions and links, and the size it says it has. */
const listNow = () =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLLIElement>('ul.story-grid > li')].map((li) => ({
      at: Number(li.getAttribute('aria-posinset')),
      of: Number(li.getAttribute('aria-setsize')),
      href: li.querySelector('a')?.getAttribute('href') ?? '',
    })),
  );

describe('the offline list with many stories saved', () => {
  it('shows the first cards, reaches every story by scrolling with a bounded page, and filters and searches', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    page = await context.newPage();
    await page.goto(`${server.url}/campaigns`);
    await page.locator('.story-grid article').first().waitFor();
    await workerInCharge(page);
    const real = ((await (await fetch(`${server.url}/api/campaigns?page=1&limit=12`)).json()) as Paged<StoryCard>).items;
    await saveStoriesOnPhone(page, databaseName, manyStories(real));
    await context.setOffline(true);
    await page.reload();
    await page.getByText(`${saved.toLocaleString('en')} stories saved on this phone`).waitFor();
    const list = page.getByRole('list', { name: 'Browse campaigns' });
    await list.getByRole('heading', { name: 'Saved story number 0' }).waitFor();
    expect((await listNow())[0]).toEqual({ at: 1, of: saved, href: '/campaigns/story-many-0' });
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Down to the end, a flick at a time: every story seen, never more than the window of cards on the page.
    const seen = new Set<string>();
    let most = 0;
    for (let tries = 0; tries < 400; tries++) {
      const items = await listNow();
      most = Math.max(most, items.length);
      for (const item of items) seen.add(item.href);
      if (items.at(-1)?.at === saved) break;
      await page.mouse.wheel(0, 6_000);
      await page.waitForTimeout(40);
    }
    expect(seen.size).toBe(saved);
    expect(most).toBeLessThanOrEqual(savedListStep * savedListPages);
    expect(await page.getByRole('button', { name: 'Show more stories' }).count()).toBe(0);
    expect((await listNow()).at(-1)?.href).toBe(`/campaigns/story-many-${saved - 1}`);

    // Back up to the top: the cards scrolled past come back.
    for (let tries = 0; tries < 400 && (await listNow())[0]?.at !== 1; tries++) {
      await page.mouse.wheel(0, -8_000);
      await page.waitForTimeout(40);
    }
    expect((await listNow())[0]?.at).toBe(1);

    // By keyboard: focus on the window's last card reads the next page, and Tab goes on to its first card.
    const kept = savedListStep * savedListPages;
    await list.locator(`li[aria-posinset="${kept}"] a`).focus();
    await list.locator(`li[aria-posinset="${kept + 1}"]`).waitFor();
    await page.keyboard.press('Tab');
    const focused = () => page.evaluate(() => document.activeElement?.closest('li')?.getAttribute('aria-posinset'));
    expect(await focused()).toBe(String(kept + 1));
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe(String(kept));

    // A region, then a search, offline: counted and listed from the saved stories alone.
    await page.getByRole('button', { name: 'Filters and sort' }).click();
    await page.getByLabel('Region').selectOption('Volta');
    await page.getByText(`${saved / 3} stories saved on this phone`).waitFor();
    const volta = await listNow();
    expect(volta[0]).toMatchObject({ at: 1, of: saved / 3, href: '/campaigns/story-many-0' });
    expect(volta[1]?.href).toBe('/campaigns/story-many-3');

    await page.getByLabel('Region').selectOption('');
    await page.getByLabel('Search stories').fill('clinic ROOF');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText(`${saved / 100} stories saved on this phone`).waitFor();
    expect((await listNow()).map((item) => item.href)).toEqual(
      Array.from({ length: saved / 100 }, (_, i) => `/campaigns/story-many-${i * 100 + 7}`),
    );

    await page.getByLabel('Sort by').selectOption('trending');
    await page.getByLabel('Category').selectOption('medical');
    await page.getByText(`${saved / 100} stories saved on this phone`).waitFor();
  }, 180_000);
});
