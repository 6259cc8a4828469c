/**
 * What a phone sees, measured in Debian's Chromium against the server started
 * as users start it (demo data, embedded PGlite): Lighthouse on three pages,
 * a slow phone network, image sizes and the offline list.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { databaseName } from '../src/lib/offline/db';
import type { Paged, StoryCard } from '../contract/api/campaigns';
import { chromiumFlags, chromiumPath, launchBrowser } from '../tests/helpers/browser';
import { saveStoriesOnPhone } from '../tests/helpers/saved-stories';
import { kb, median, ms, numeric, plain, score, seconds, type Figure } from './report';
import { startServer } from '../tests/helpers/server-process';

export const browserBudgets = {
  lighthouseRuns: 3,
  performance: 95,
  accessibility: 95,
  bestPractices: 95,
  lcpMs: 2000,
  tbtMs: 150,
  cls: 0.05,
  /** A slow phone network: 400 kbit/s each way, 400 ms round trip. */
  network: { kbps: 400, rttMs: 400 },
  firstVisitMs: 4000,
  repeatVisitMs: 1000,
  offlineVisitMs: 1000,
  cardImageBytes: 25_000,
  browsePageBytes: 350_000,
  offlineStories: 5_000,
  offlineListMs: 150,
  /** Five pages of 24 cards. */
  offlineCards: 120,
  /** The JS heap after scrolling 5,000 saved stories to the end (6.5 MiB measured, five pages of cards kept). */
  offlineHeapMiB: 16,
} as const;

/** A mid-range Android phone's screen, as Lighthouse's mobile run uses. */
const phone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true } as const;

// ---- Lighthouse ---------------------------------------------------------------------------------

interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcp: number;
  tbt: number;
  cls: number;
}

async function lighthouseRun(url: string, port: number): Promise<LighthouseRun | null> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
  });
  const lhr = result?.lhr;
  const category = (id: string) => lhr?.categories[id]?.score;
  const audit = (id: string) => lhr?.audits[id]?.numericValue;
  const values = [
    category('performance'),
    category('accessibility'),
    category('best-practices'),
    audit('largest-contentful-paint'),
    audit('total-blocking-time'),
    audit('cumulative-layout-shift'),
  ];
  // A run Chromium could not trace (e.g. NO_NAVSTART) has no scores; it is run again rather than counted.
  if (!lhr || lhr.runtimeError || values.some((v) => typeof v !== 'number')) return null;
  const [performance, accessibility, bestPractices, lcp, tbt, cls] = values as number[];
  return {
    performance: performance! * 100,
    accessibility: accessibility! * 100,
    bestPractices: bestPractices! * 100,
    lcp: lcp!,
    tbt: tbt!,
    cls: cls!,
  };
}

async function measureLighthouse(base: string, pages: Record<string, string>, log: (line: string) => void): Promise<Figure[]> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
  const figures: Figure[] = [];
  try {
    for (const [name, route] of Object.entries(pages)) {
      const runs: LighthouseRun[] = [];
      for (let attempt = 0; runs.length < browserBudgets.lighthouseRuns && attempt < browserBudgets.lighthouseRuns + 3; attempt++) {
        const run = await lighthouseRun(base + route, chrome.port);
        if (run) runs.push(run);
      }
      const middle = (key: keyof LighthouseRun) => median(runs.map((r) => r[key]));
      log(
        `  Lighthouse ${name}: ${runs.map((r) => `perf ${Math.round(r.performance)} LCP ${Math.round(r.lcp)} ms TBT ${Math.round(r.tbt)} ms`).join('; ')}`,
      );
      const group = `Lighthouse ${name} (median of ${runs.length})`;
      figures.push(
        numeric(group, 'Performance', middle('performance'), { min: browserBudgets.performance }, score),
        numeric(group, 'Accessibility', middle('accessibility'), { min: browserBudgets.accessibility }, score),
        numeric(group, 'Best Practices', middle('bestPractices'), { min: browserBudgets.bestPractices }, score),
        numeric(group, 'Largest Contentful Paint', middle('lcp'), { max: browserBudgets.lcpMs }, seconds),
        numeric(group, 'Total Blocking Time', middle('tbt'), { max: browserBudgets.tbtMs }, ms),
        numeric(group, 'Cumulative Layout Shift', middle('cls'), { max: browserBudgets.cls }, plain),
      );
    }
  } finally {
    await chrome.kill();
  }
  return figures;
}

// ---- Network traffic, seen through the DevTools protocol ----------------------------------------

interface Transfer {
  url: string;
  type: string;
  fromServiceWorker: boolean;
  fromCache: boolean;
  bytes: number;
}

/** Records every request of a page: its type, where the answer came from, and the bytes that crossed the network. */
async function watchNetwork(context: BrowserContext, page: Page): Promise<{ cdp: CDPSession; transfers: Map<string, Transfer> }> {
  const cdp = await context.newCDPSession(page);
  const transfers = new Map<string, Transfer>();
  cdp.on('Network.requestWillBeSent', (event) => {
    transfers.set(event.requestId, {
      url: event.request.url,
      type: event.type ?? 'Other',
      fromServiceWorker: false,
      fromCache: false,
      bytes: 0,
    });
  });
  cdp.on('Network.responseReceived', (event) => {
    const transfer = transfers.get(event.requestId);
    if (!transfer) return;
    transfer.fromServiceWorker = Boolean(event.response.fromServiceWorker);
    transfer.fromCache = Boolean(event.response.fromDiskCache || event.response.fromPrefetchCache);
  });
  cdp.on('Network.requestServedFromCache', (event) => {
    const transfer = transfers.get(event.requestId);
    if (transfer) transfer.fromCache = true;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const transfer = transfers.get(event.requestId);
    if (transfer) transfer.bytes = event.encodedDataLength;
  });
  await cdp.send('Network.enable');
  return { cdp, transfers };
}

const slowNetwork = {
  offline: false,
  latency: browserBudgets.network.rttMs,
  downloadThroughput: (browserBudgets.network.kbps * 1000) / 8,
  uploadThroughput: (browserBudgets.network.kbps * 1000) / 8,
};
const fastNetwork = { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };

/** Keeps the page's Largest Contentful Paint candidates (the paint of its main content). */
function observeLcp(): void {
  const seen: number[] = [];
  (window as unknown as { __lcp: number[] }).__lcp = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.push(entry.startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/** The page's Largest Contentful Paint, once the page has loaded and settled. */
async function largestPaint(page: Page): Promise<number | null> {
  await page.waitForLoadState('load');
  await page.waitForTimeout(1500);
  const entries = await page.evaluate(() => (window as unknown as { __lcp?: number[] }).__lcp ?? []);
  return entries.length ? entries[entries.length - 1]! : null;
}

const shellTypes = new Set(['Document', 'Script', 'Stylesheet', 'Manifest', 'Font']);
const shellBytes = (transfers: Map<string, Transfer>) =>
  [...transfers.values()]
    .filter((t) => shellTypes.has(t.type) && !t.fromServiceWorker && !t.fromCache)
    .reduce((sum, t) => sum + t.bytes, 0);

async function measureSlowNetwork(browser: Browser, base: string, log: (line: string) => void): Promise<Figure[]> {
  const context = await browser.newContext(phone);
  try {
    const page = await context.newPage();
    await page.addInitScript(observeLcp);
    const { cdp, transfers } = await watchNetwork(context, page);
    await cdp.send('Network.emulateNetworkConditions', slowNetwork);
    await page.goto(`${base}/`, { waitUntil: 'load', timeout: 120_000 });
    const first = await largestPaint(page);
    const firstBytes = [...transfers.values()].reduce((sum, t) => sum + t.bytes, 0);

    // The service worker installs in the background; the wait for it is not part of any figure.
    await cdp.send('Network.emulateNetworkConditions', fastNetwork);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 120_000 });

    transfers.clear();
    await cdp.send('Network.emulateNetworkConditions', slowNetwork);
    await page.goto(`${base}/`, { waitUntil: 'load', timeout: 120_000 });
    const repeat = await largestPaint(page);
    const repeatShell = shellBytes(transfers);

    transfers.clear();
    await context.setOffline(true);
    await cdp.send('Network.emulateNetworkConditions', { ...slowNetwork, offline: true });
    await page.goto(`${base}/`, { waitUntil: 'load', timeout: 120_000 });
    const offline = await largestPaint(page);
    log(`  slow network: first ${first} ms (${firstBytes} bytes), repeat ${repeat} ms (${repeatShell} shell bytes), offline ${offline} ms`);
    const group = `Slow network (${browserBudgets.network.kbps} kbit/s, ${browserBudgets.network.rttMs} ms RTT)`;
    return [
      numeric(group, 'First visit to /: main content painted (LCP)', first, { max: browserBudgets.firstVisitMs }, seconds),
      numeric(group, 'Repeat visit: main content painted (LCP)', repeat, { max: browserBudgets.repeatVisitMs }, seconds),
      numeric(group, 'Repeat visit: shell bytes from the network', repeatShell, { max: 0 }, (n) => `${n} B`),
      numeric(group, 'Offline visit: main content painted (LCP)', offline, { max: browserBudgets.offlineVisitMs }, seconds),
    ];
  } finally {
    await context.close();
  }
}

// ---- Images -------------------------------------------------------------------------------------

async function measureImages(browser: Browser, base: string, log: (line: string) => void): Promise<Figure[]> {
  const list = (await (await fetch(`${base}/api/campaigns?page=1&limit=12`)).json()) as Paged<StoryCard>;
  const cardImages = list.items.flatMap((story) => story.cover?.variants.filter((v) => v.width === 320).map((v) => v.url) ?? []);
  const sizes = await Promise.all(cardImages.map(async (url) => (await (await fetch(new URL(url, base))).arrayBuffer()).byteLength));

  // The browse page's own traffic on a first visit (the service worker's background precache is the "Whole precache" figure).
  const context = await browser.newContext({ ...phone, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const { transfers } = await watchNetwork(context, page);
    await page.goto(`${base}/campaigns`, { waitUntil: 'networkidle' });
    // Down the whole page, so every card's lazy image loads.
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 400) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(100);
    }
    await page.waitForLoadState('networkidle');
    const cards = await page.locator('.story-grid article').count();
    const loaded = await page
      .locator('.story-grid article img')
      .evaluateAll((images) => images.filter((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0).length);
    const total = [...transfers.values()].reduce((sum, t) => sum + t.bytes, 0);
    log(
      `  images: ${cardImages.length} card images at 320 px, largest ${Math.max(0, ...sizes)} B; /campaigns ${cards} cards, ${loaded} images, ${total} B`,
    );
    if (cards < 12) throw new Error(`/campaigns showed ${cards} cards, not 12`);
    return [
      numeric(
        'Images',
        `Card image at 320 px (largest of ${sizes.length})`,
        sizes.length ? Math.max(...sizes) : null,
        { max: browserBudgets.cardImageBytes },
        kb,
      ),
      numeric(
        'Images',
        `First page of /campaigns, all transfers (${cards} cards, ${loaded} images loaded)`,
        total,
        { max: browserBudgets.browsePageBytes },
        kb,
      ),
    ];
  } finally {
    await context.close();
  }
}

// ---- Offline list -------------------------------------------------------------------------------

/** `count` saved stories, each a copy of a real one (its photo too) under its own id, title and age. */
function manyStories(count: number, real: StoryCard[]): StoryCard[] {
  const now = Date.now();
  return Array.from({ length: count }, (_, n) => {
    const model = real[n % real.length]!;
    return {
      ...model,
      id: `saved-${n}`,
      slug: `saved-story-${n}`,
      title: `${model.title} (${n})`,
      created_at: new Date(now - n * 60_000).toISOString(),
    };
  });
}

/** Scrolls the list down a flick at a time to its end: the stories seen, and the most cards on the page at once. */
async function scrollToEnd(page: Page, count: number): Promise<{ seen: number; mostCards: number }> {
  const seen = new Set<string>();
  let mostCards = 0;
  for (let tries = 0; tries < 2_000; tries++) {
    const { hrefs, last } = await page.evaluate(() => {
      const items = [...document.querySelectorAll('ul.story-grid > li')];
      return {
        hrefs: items.map((li) => li.querySelector('a')?.getAttribute('href') ?? ''),
        last: Number(items.at(-1)?.getAttribute('aria-posinset')),
      };
    });
    hrefs.forEach((href) => seen.add(href));
    mostCards = Math.max(mostCards, hrefs.length);
    if (last === count) break;
    await page.mouse.wheel(0, 6_000);
    await page.waitForTimeout(30);
  }
  return { seen: seen.size, mostCards };
}

async function measureOfflineList(browser: Browser, base: string, log: (line: string) => void): Promise<Figure[]> {
  const context = await browser.newContext(phone);
  try {
    const page = await context.newPage();
    await page.goto(`${base}/campaigns`);
    await page.locator('.story-grid article').first().waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 120_000 });
    const real = ((await (await fetch(`${base}/api/campaigns?page=1&limit=12`)).json()) as Paged<StoryCard>).items;
    const count = browserBudgets.offlineStories;
    await saveStoriesOnPhone(page, databaseName, manyStories(count, real));
    await context.setOffline(true);
    const durations: number[] = [];
    for (let run = 0; run < 5; run++) {
      await page.reload();
      await page.waitForFunction(() => performance.getEntriesByName('offline-list').length > 0, undefined, { timeout: 30_000 });
      await page.getByText(`${count.toLocaleString('en')} stories saved on this phone`).waitFor();
      durations.push(await page.evaluate(() => performance.getEntriesByName('offline-list')[0]!.duration));
    }
    // Every one of them is reachable: scrolling down reads the rest, a page at a time, dropping those far above.
    const { seen, mostCards } = await scrollToEnd(page, count);
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
    const heapMiB = usedSize / 1024 / 1024;
    log(
      `  offline list: ${durations.map((d) => Math.round(d)).join(', ')} ms; ${seen} stories seen scrolling to the end, ` +
        `at most ${mostCards} cards at once; JS heap ${heapMiB.toFixed(1)} MiB`,
    );
    const mib = (n: number) => `${n.toFixed(1)} MiB`;
    return [
      numeric(
        'Offline',
        `${count} saved stories: first screen of cards read from IndexedDB, counted and shown (median of ${durations.length})`,
        median(durations),
        { max: browserBudgets.offlineListMs },
        ms,
      ),
      numeric('Offline', 'Saved stories reachable by scrolling the list', seen, { min: count }, (n) => String(n)),
      numeric('Offline', 'Cards on the page at once while scrolling to the end', mostCards, { max: browserBudgets.offlineCards }, (n) =>
        String(n),
      ),
      numeric(
        'Offline',
        'JS heap after scrolling to the end (after garbage collection)',
        heapMiB,
        { max: browserBudgets.offlineHeapMiB },
        mib,
      ),
    ];
  } finally {
    await context.close();
  }
}

export async function measureBrowser(log: (line: string) => void): Promise<Figure[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'nnoboa-bench-web-'));
  const server = await startServer({ DATA_DIR: dataDir });
  let browser: Browser | null = null;
  try {
    const story = ((await (await fetch(`${server.url}/api/campaigns?page=1&limit=1`)).json()) as Paged<StoryCard>).items[0];
    if (!story) throw new Error('the demo data has no story');
    const figures = await measureLighthouse(
      server.url,
      { '/': '/', '/campaigns': '/campaigns', 'story page': `/campaigns/${story.slug}` },
      log,
    );
    browser = await launchBrowser();
    figures.push(...(await measureSlowNetwork(browser, server.url, log)));
    figures.push(...(await measureImages(browser, server.url, log)));
    figures.push(...(await measureOfflineList(browser, server.url, log)));
    return figures;
  } finally {
    await browser?.close();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
