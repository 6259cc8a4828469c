/**
 * The donor's path on a slow phone, as a new user meets it: Chromium at
 * 390×844 and DPR 3, 400 ms round trips and 400 kbit/s each way (a relay in
 * front of the server plays the link, for the page and its service worker
 * alike, and counts the bytes it downloads, so what the worker fetches counts too),
 * the page's CPU slowed 4× through the DevTools protocol, a cold cache for
 * every run; each figure the median of five runs.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { launchBrowser } from '../tests/helpers/browser';
import { startServer } from '../tests/helpers/server-process';
import { kb, median, numeric, seconds, type Figure } from './report';

export const phoneBudgets = {
  runs: 5,
  storyFcpMs: 1500,
  supportToFormMs: 1500,
  takenOverMs: 4000,
  secondVisitMs: 1000,
  firstVisitBytes: 250_000,
  saveDataBytes: 120_000,
  readableOfflineMs: 15_000,
} as const;

const slug = 'hip-replacement-for-kekeli-in-ho';
const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true } as const;
const link = { roundTripMs: 400, bitsPerSecond: 400_000 };

/**
 * The phone's link: a relay in front of the server that delays every chunk by
 * half the round trip each way and lets through no more than the link's rate
 * (one link, shared by every connection, as a phone has), and counts every
 * byte the phone downloads (headers included). The page and its service worker go through it alike.
 */
export async function slowLink(target: URL): Promise<{ url: string; bytes: () => number; reset: () => void; close: () => Promise<void> }> {
  let bytes = 0;
  const sockets = new Set<net.Socket>();
  const bytesPerMs = link.bitsPerSecond / 8 / 1000;
  // When each direction of the link is next free.
  const freeAt = { up: 0, down: 0 };
  const carry = (from: net.Socket, to: net.Socket, direction: 'up' | 'down') => {
    // Chunks in the order they were read, each with when it arrives (null: the end).
    const inFlight: Array<{ chunk: Buffer | null; arrives: number }> = [];
    let timer: NodeJS.Timeout | null = null;
    const deliver = () => {
      timer = null;
      while (inFlight.length > 0 && inFlight[0]!.arrives <= Date.now()) {
        const { chunk } = inFlight.shift()!;
        if (to.destroyed) continue;
        if (chunk === null) to.end();
        else to.write(chunk);
      }
      if (inFlight.length > 0) timer = setTimeout(deliver, Math.max(1, inFlight[0]!.arrives - Date.now()));
    };
    const send = (chunk: Buffer | null, arrives: number) => {
      inFlight.push({ chunk, arrives });
      timer ??= setTimeout(deliver, Math.max(0, inFlight[0]!.arrives - Date.now()));
    };
    from.on('data', (chunk: Buffer) => {
      // What the phone downloads: its own requests are not counted.
      if (direction === 'down') bytes += chunk.length;
      const now = Date.now();
      freeAt[direction] = Math.max(freeAt[direction], now) + chunk.length / bytesPerMs;
      // Read on once the link has sent this chunk; it arrives half a round trip later.
      from.pause();
      setTimeout(() => from.resume(), freeAt[direction] - now);
      send(chunk, freeAt[direction] + link.roundTripMs / 2);
    });
    from.on('end', () => send(null, Date.now() + link.roundTripMs / 2));
  };
  const relay = net.createServer((client) => {
    client.pause();
    const upstream = net.connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    carry(client, upstream, 'up');
    carry(upstream, client, 'down');
    // A new connection costs a round trip before its first byte.
    setTimeout(() => client.resume(), link.roundTripMs);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const address = relay.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    bytes: () => bytes,
    reset: () => (bytes = 0),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => relay.close(() => resolve()));
    },
  };
}

/**
 * Marks, in the page's own clock, when things happen: the app takes over, the
 * offline-ready message, the story's first screen, the payment form on screen.
 * Plain JavaScript in a string: the page runs it as written, with nothing the
 * bench's own compiler adds.
 */
const marks = `(() => {
  const at = {};
  window.__marks = at;
  const inView = (element) => {
    const box = element && element.getBoundingClientRect();
    return Boolean(box && box.height > 0 && box.bottom <= window.innerHeight && box.top >= 0);
  };
  const check = () => {
    if (document.documentElement.dataset.app === 'ready') at.ready ??= performance.now();
    if (document.body && document.body.innerText.includes('Ready to work offline')) at.offline ??= performance.now();
    if (inView(document.querySelector('h1')) && inView(document.querySelector('.support-panel a.btn-primary'))) at.story ??= performance.now();
    // The form is on screen once its first choice of amount shows, even if the rest is below the fold.
    const chip = document.querySelector('.donate-form .chip');
    const box = chip && chip.getBoundingClientRect();
    if (box && box.height > 0 && box.top < window.innerHeight && box.bottom > 0) at.form ??= performance.now();
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  const frame = () => {
    check();
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;

const readMarks = (page: Page) => page.evaluate(() => (window as unknown as { __marks: Record<string, number> }).__marks);
const fcp = (page: Page) => page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);

/** Slows the phone's processor 4× for the page (the link is slowed by the relay). */
async function slowPhone(context: BrowserContext, page: Page): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return cdp;
}

interface Run {
  fcp: number | null;
  takenOver: number | null;
  supportToForm: number | null;
  secondVisit: number | null;
  bytes: number;
  offlineReady: number | null;
  homeTakenOver: number | null;
  saveDataBytes: number;
}

async function oneRun(browser: Browser, base: string, relay: Awaited<ReturnType<typeof slowLink>>): Promise<Run> {
  const run: Run = {
    fcp: null,
    takenOver: null,
    supportToForm: null,
    secondVisit: null,
    bytes: 0,
    offlineReady: null,
    homeTakenOver: null,
    saveDataBytes: 0,
  };
  // Cold story page: first paint, the app taking over, every byte until the worker says it is ready.
  {
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    await page.addInitScript({ content: marks });
    await slowPhone(context, page);
    relay.reset();
    await page.goto(`${base}/campaigns/${slug}`, { waitUntil: 'commit', timeout: 120_000 });
    // Not ready within two minutes counts as not measured (the figure then fails), and the run goes on.
    await page
      .waitForFunction(() => (window as unknown as { __marks?: { offline?: number } }).__marks?.offline !== undefined, undefined, {
        timeout: 120_000,
        polling: 250,
      })
      .catch(() => undefined);
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
    run.bytes = relay.bytes();
    run.fcp = await fcp(page);
    const at = await readMarks(page);
    run.takenOver = at.ready ?? null;
    run.offlineReady = at.offline ?? null;

    // Second visit: from another page back to the story, answered by the phone.
    await page.goto(`${base}/how-it-works`, { timeout: 120_000 });
    await page.goto(`${base}/campaigns/${slug}`, { waitUntil: 'commit', timeout: 120_000 });
    await page.waitForFunction(() => (window as unknown as { __marks?: { story?: number } }).__marks?.story !== undefined, undefined, {
      timeout: 60_000,
      polling: 50,
    });
    run.secondVisit = (await readMarks(page)).story ?? null;
    await context.close();
  }
  // Cold story page, tap Support as soon as it shows: the form on screen.
  {
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    await page.addInitScript({ content: marks });
    await slowPhone(context, page);
    await page.goto(`${base}/campaigns/${slug}`, { waitUntil: 'commit', timeout: 120_000 });
    const support = page.locator('.support-panel').getByRole('link', { name: 'Support this story' });
    await support.waitFor({ timeout: 60_000 });
    const tapped = await page.evaluate(() => performance.timeOrigin + performance.now());
    await support.click({ noWaitAfter: true });
    await page.waitForURL(/\/payment\?campaign=/, { waitUntil: 'commit', timeout: 60_000 });
    await page.locator('.donate-form .chips').first().waitFor({ timeout: 60_000 });
    const shown = await page.evaluate(() => {
      const at = (window as unknown as { __marks: Record<string, number> }).__marks.form;
      return at === undefined ? null : performance.timeOrigin + at;
    });
    run.supportToForm = shown === null ? null : shown - tapped;
    await context.close();
  }
  // Cold home page: the app takes over.
  {
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    await page.addInitScript({ content: marks });
    await slowPhone(context, page);
    await page.goto(`${base}/`, { waitUntil: 'commit', timeout: 120_000 });
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached', timeout: 120_000 });
    run.homeTakenOver = (await readMarks(page)).ready ?? null;
    await context.close();
  }
  // Cold story page saving data: every byte once the page has settled.
  {
    const context = await browser.newContext({ ...phone, extraHTTPHeaders: { 'Save-Data': 'on' } });
    await context.addInitScript({
      content: `if (navigator.connection) Object.defineProperty(navigator.connection, 'saveData', { get: () => true });`,
    });
    const page = await context.newPage();
    await slowPhone(context, page);
    relay.reset();
    await page.goto(`${base}/campaigns/${slug}`, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
    run.saveDataBytes = relay.bytes();
    await context.close();
  }
  return run;
}

export async function measurePhone(log: (line: string) => void): Promise<Figure[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'nnoboa-bench-phone-'));
  const server = await startServer({ DATA_DIR: dataDir });
  const relay = await slowLink(new URL(server.url));
  let browser: Browser | null = null;
  const runs: Run[] = [];
  try {
    browser = await launchBrowser();
    for (let i = 0; i < phoneBudgets.runs; i++) {
      const run = await oneRun(browser, relay.url, relay);
      log(
        `  run ${i + 1}: FCP ${Math.round(run.fcp ?? -1)} ms, taken over ${Math.round(run.takenOver ?? -1)} ms (home ${Math.round(run.homeTakenOver ?? -1)} ms), ` +
          `Support → form ${Math.round(run.supportToForm ?? -1)} ms, second visit ${Math.round(run.secondVisit ?? -1)} ms, ` +
          `${Math.round(run.bytes / 1000)} KB (Save-Data ${Math.round(run.saveDataBytes / 1000)} KB), offline-ready ${Math.round(run.offlineReady ?? -1)} ms`,
      );
      runs.push(run);
    }
  } finally {
    await browser?.close();
    await relay.close();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  const middle = (pick: (run: Run) => number | null) => median(runs.map(pick).filter((v): v is number => v !== null));
  const group = `Phone (390×844 DPR 3, 400 ms RTT, 400 kbit/s, CPU 4×, median of ${runs.length})`;
  const worst = (a: number | null, b: number | null) => (a === null || b === null ? null : Math.max(a, b));
  return [
    numeric(
      group,
      'Story page, cold: first contentful paint',
      middle((r) => r.fcp),
      { max: phoneBudgets.storyFcpMs },
      seconds,
    ),
    numeric(
      group,
      'Story page, cold: tap Support → the form on screen',
      middle((r) => r.supportToForm),
      { max: phoneBudgets.supportToFormMs },
      seconds,
    ),
    numeric(
      group,
      'Home and story, cold: the app has taken over (the later of the two)',
      worst(
        middle((r) => r.takenOver),
        middle((r) => r.homeTakenOver),
      ),
      { max: phoneBudgets.takenOverMs },
      seconds,
    ),
    numeric(
      group,
      'Story page, second visit: title and Support on screen',
      middle((r) => r.secondVisit),
      { max: phoneBudgets.secondVisitMs },
      seconds,
    ),
    numeric(
      group,
      'First visit: all bytes, the worker’s included',
      middle((r) => r.bytes),
      { max: phoneBudgets.firstVisitBytes },
      kb,
    ),
    numeric(
      group,
      'First visit with Save-Data: all bytes',
      middle((r) => r.saveDataBytes),
      { max: phoneBudgets.saveDataBytes },
      kb,
    ),
    numeric(
      group,
      'First visit: public screens readable offline',
      middle((r) => r.offlineReady),
      { max: phoneBudgets.readableOfflineMs },
      seconds,
    ),
  ];
}
