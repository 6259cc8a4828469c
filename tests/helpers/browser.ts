/** Debian's Chromium driven by playwright-core, plus the checks every screen gets. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Page } from 'playwright-core';

export const chromiumPath = '/usr/bin/chromium';

/** Every test browser's flags, whoever starts it (Lighthouse's launcher too). */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The features Playwright turns off when it starts Chromium (its `--disable-features` switch), as of this version. */
const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * The flags of the browsers Playwright drives. Headless Chromium loads the address bar's popup, a page of its own in a
 * renderer of its own, for every context it opens: about a CPU-second each on a small machine, for a popup no test
 * opens, in a suite that opens contexts by the hundred. Turning it off takes a `--disable-features` switch, and Chromium
 * reads only the last switch of a name, so this one repeats Playwright's list (tests/e2e/test-browser.test.ts fails
 * when Playwright's list has grown).
 */
const playwrightFlags = [
  ...chromiumFlags,
  `--disable-features=${[...playwrightDisabledFeatures, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'].join(',')}`,
];

/**
 * How long a page's wait, tap or navigation may take before it fails, in every context these browsers open: a cap for
 * a page that never gets there, not a pace. Playwright's own 30 s is less than a busy machine sometimes needs; a test's
 * own cap (vitest.config.ts) is longer still, so a wait that runs out fails with what it waited for.
 */
export const pageWaitCap = 120_000;

function capped(context: BrowserContext): BrowserContext {
  context.setDefaultTimeout(pageWaitCap);
  return context;
}

export interface BrowserOptions {
  /**
   * `false`: a browser without service workers, as some are: pages never install the app's worker. For files that check
   * screens, not what the phone keeps offline: installing the worker, which fetches and keeps the shell and the donor's
   * screens, is about a quarter of the work of a fresh context that opens two pages.
   */
  serviceWorkers?: boolean;
}

export async function launchBrowser({ serviceWorkers = true }: BrowserOptions = {}): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: playwrightFlags });
  // `browser.newPage()` opens its context through this too.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = capped(await newContext(options));
    // Before any page script: `'serviceWorker' in navigator` is then false, as in a browser that has none, and the app
    // never asks for a worker. (Playwright's `serviceWorkers: 'block'` lets the page ask, answers with nothing and a
    // console warning, which the files that watch the console for warnings would count.)
    if (!serviceWorkers) await context.addInitScript(() => delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker);
    return context;
  };
  return browser;
}

/** A browser with a real profile on disk (not incognito), for what only such a profile allows, like installing the app. */
export async function launchPersistent(userDataDir: string): Promise<BrowserContext> {
  return capped(
    await chromium.launchPersistentContext(userDataDir, { executablePath: chromiumPath, headless: true, args: playwrightFlags }),
  );
}

/**
 * Waits until the app's service worker controls the page. Installing keeps the shell and the donor's screens first,
 * which takes a while on a busy machine: the limit only catches a worker that never takes charge. Asked every 100 ms,
 * not every frame: a wait that asks every frame makes the browser draw sixty frames a second for as long as it lasts.
 */
export async function workerInCharge(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 180_000, polling: 100 });
}

/** Waits until the page has drawn two more frames: whatever a tap or a scroll set going has been through a render. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * Holds every request for `url` until `release()` is called: a network slow for exactly as long as the test needs to
 * see what the page shows while it waits, however long the page takes to get there on a busy machine.
 */
export async function holdRequests(page: Page, url: RegExp | string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Collects console errors and uncaught exceptions (CSP violations arrive as console errors). */
export function watchConsole(page: Page): { errors: string[] } {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
  return { errors };
}

/** Console errors and warnings (a hydration mismatch is one), and uncaught errors. */
export function watchWarnings(page: Page): string[] {
  const said: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') said.push(message.text());
  });
  page.on('pageerror', (error) => said.push(error.message));
  return said;
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/** Runs axe-core in the page (through the DevTools protocol, so the page's CSP does not block it). */
export async function seriousA11yViolations(page: Page): Promise<AxeViolation[]> {
  // Once per document: the app moves between screens without loading a new one.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: object,
          ) => Promise<{ violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: string[] }> }> }>;
        };
      }
    ).axe;
    // A colour still changing (a button fading back from busy) is measured once its transition has ended; animations
    // (a spinner, the bar that follows the scroll) are measured as they are.
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
    // Parts laid out only near the screen (`content-visibility: auto`, the footer, long lists) are laid out for the run:
    // skipped, their backgrounds are unknown to axe, which then measures their text's contrast against white.
    const skipped = [...document.querySelectorAll<HTMLElement>('body *')].filter(
      (element) => getComputedStyle(element).contentVisibility === 'auto',
    );
    for (const element of skipped) element.style.contentVisibility = 'visible';
    let result: Awaited<ReturnType<typeof axe.run>>;
    try {
      result = await axe.run(document, { resultTypes: ['violations'] });
    } finally {
      for (const element of skipped) element.style.contentVisibility = '';
    }
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  });
}
