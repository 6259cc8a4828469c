// The chrome (header, menu, footer) in Chromium: every route renders without console
// or CSP errors and without serious accessibility violations; header, mobile
// menu, footer, scroll-to-top, spinner and the 404 page behave.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, afterEach, describe, expect, it } from 'vitest';
import { regionRotationMs } from '../../src/app/layout/footer';
import { toastDurations } from '../../src/lib/toast';
import { holdRequests, launchBrowser, nextFrames, seriousA11yViolations, watchConsole } from '../helpers/browser';
import type { TestServer } from '../helpers/test-server';
import { startAppServer } from './app-server';
import { settled } from './phone-screen';

const routes: Array<[string, string]> = [
  ['/', "Empowering Ghana's dreams, one story at a time"],
  ['/campaigns', 'Browse campaigns'],
  ['/create', 'Launch your story'],
  ['/how-it-works', 'How Nnoboa works'],
  ['/success-stories', 'Success stories'],
  ['/privacy-policy', 'Privacy policy'],
  ['/terms-of-service', 'Terms of service'],
  ['/login', 'Sign in'],
  ['/register', 'Create your account'],
  ['/auth/verify', 'Open the link from your e-mail'],
  ['/auth/callback', 'Open the link from your e-mail'],
  ['/payment', 'Support a story'],
  ['/payment/success', 'Thank you'],
  ['/payment/cancel', 'Payment cancelled'],
  ['/dashboard', 'Sign in'],
  ['/admin', 'Sign in'],
  ['/no/such/page', 'Page Not Found'],
];

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchBrowser({ serviceWorkers: false });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});
beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
});
afterEach(() => context.close());

describe('every route', () => {
  it.each(routes)('%s renders its screen with no console errors and no serious a11y violations', async (route, heading) => {
    const console = watchConsole(page);
    const response = await page.goto(`${server.url}${route}`);
    await settled(page);
    // An unknown address is a real 404 (search engines and link checkers see it too), with the page that says so.
    expect(response?.status()).toBe(route === '/no/such/page' ? 404 : 200);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(heading);
    expect(await seriousA11yViolations(page)).toEqual([]);
    // Chromium reports the page's own 404 status on the console; that is the only message allowed.
    expect(console.errors).toEqual(
      route === '/no/such/page' ? ['Failed to load resource: the server responded with a status of 404 (Not Found)'] : [],
    );
  });

  it('survives a reload of a deep route', async () => {
    await page.goto(`${server.url}/privacy-policy`);
    await page.reload({ waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Privacy policy');
  });
});

describe('header', () => {
  it('links the logo home and shows the signed-out actions, with no admin link', async () => {
    await page.goto(`${server.url}/how-it-works`);
    const header = page.locator('header');
    await header.getByRole('link', { name: 'Nnoboa home' }).click();
    await page.waitForURL(`${server.url}/`);
    const nav = header.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Browse Campaigns', 'How It Works', 'Success Stories']);
    expect(await header.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
    expect(await header.getByRole('link', { name: 'Launch Your Story' }).getAttribute('href')).toBe('/create');
    expect(await header.getByRole('link', { name: /admin/i }).count()).toBe(0);
    await nav.getByRole('link', { name: 'Success Stories' }).click();
    await page.waitForURL(`${server.url}/success-stories`);
  });

  it('shows Dashboard and Sign Out when signed in; Sign Out ends the session and goes home', async () => {
    await page.goto(`${server.url}/how-it-works`);
    await page.evaluate(() => {
      localStorage.setItem('nnoboa.auth.token', 'token');
      localStorage.setItem('nnoboa.auth.user', JSON.stringify({ id: 'u1', email: 'ama@example.com' }));
    });
    await page.reload();
    const header = page.locator('header');
    expect(await header.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(await header.getByRole('link', { name: 'Sign In' }).count()).toBe(0);
    // How long the toast stays, in the page's own clock: from when it is added to when it starts to leave. It is found
    // by its words, whatever other toast shows beside it.
    await page.evaluate(() => {
      const seen: { shown?: number; leaving?: number } = {};
      (window as unknown as { toastSeen: typeof seen }).toastSeen = seen;
      new MutationObserver(() => {
        const toast = [...document.querySelectorAll('.Toastify__toast')].find((one) =>
          one.textContent?.includes('Successfully signed out'),
        );
        if (toast) seen.shown ??= performance.now();
        if (seen.shown !== undefined && (!toast || toast.getAttribute('data-in') === 'false')) seen.leaving ??= performance.now();
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await header.getByRole('button', { name: 'Sign Out' }).click();
    // Hovering a toast pauses it; move away from the top-right corner.
    await page.mouse.move(10, 700);
    await page.waitForURL(`${server.url}/`);
    const toast = page.getByText('Successfully signed out');
    await toast.waitFor();
    expect(await page.evaluate(() => localStorage.getItem('nnoboa.auth.token'))).toBeNull();
    expect(await header.getByRole('link', { name: 'Sign In' }).count()).toBe(1);
    // Success toasts stay four seconds, top-right, and then go by themselves.
    const box = await toast.boundingBox();
    expect(box && box.x > 1280 / 2 && box.y < 200).toBe(true);
    await toast.waitFor({ state: 'detached', timeout: 60_000 });
    const seen = await page.evaluate(() => (window as unknown as { toastSeen: { shown: number; leaving: number } }).toastSeen);
    expect(seen.leaving - seen.shown).toBeGreaterThanOrEqual(toastDurations.success - 100);
  });
});

describe('mobile menu', () => {
  it('toggles, uses its own labels, and closes when a link is chosen', async () => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`${server.url}/`);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    const menu = page.locator('#mobile-menu');
    await menu.waitFor();
    expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    expect(await menu.getByRole('listitem').allTextContents()).toEqual(['Discover Stories', 'Our Blueprint', 'Journeys of Impact']);
    await page.getByRole('button', { name: 'Close menu' }).click();
    await menu.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Our Blueprint' }).click();
    await page.waitForURL(`${server.url}/how-it-works`);
    await menu.waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('has no serious accessibility violations with the menu open', async () => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`${server.url}/`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-menu').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('keeps a tap made before the app has taken the page over, and answers it when the app is up', async () => {
    await page.setViewportSize({ width: 375, height: 740 });
    await context.close();
    context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    page = await context.newPage();
    const startApp = await holdRequests(page, /\/assets\/start-.*\.js$/);
    await page.goto(`${server.url}/`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
    startApp();
    await page.locator('#mobile-menu').waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.app)).toBe('ready');
    await nextFrames(page);
    expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('answers once a tap made while the app is halfway through taking the page over', async () => {
    await context.close();
    context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    page = await context.newPage();
    // A slow phone: the header is the app's a while before the screen below it is.
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 12 });
    // The moment is short: load the page until the tap lands in it (header taken over, screen not yet).
    let inBetween = false;
    for (let attempt = 0; attempt < 5 && !inBetween; attempt++) {
      await page.goto(`${server.url}/`, { waitUntil: 'commit' });
      const handle = await page.waitForFunction(
        () => {
          const toggle = document.querySelector('button[aria-controls="mobile-menu"]');
          if (toggle === null || !Object.keys(toggle).some((key) => key.startsWith('__reactProps'))) return null;
          return document.documentElement.dataset.app === undefined ? 'between' : 'late';
        },
        undefined,
        { polling: 5 },
      );
      inBetween = (await handle.jsonValue()) === 'between';
    }
    expect(inBetween).toBe(true);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    await nextFrames(page);
    expect(await page.locator('#mobile-menu').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('hides the desktop links on a phone', async () => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`${server.url}/`);
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
  });
});

describe('footer', () => {
  it('has its links, payment methods, statistic, motto and year', async () => {
    await page.goto(`${server.url}/`);
    const footer = page.locator('footer');
    await footer.scrollIntoViewIfNeeded();
    const links = footer.getByRole('navigation', { name: 'Explore' }).getByRole('link');
    const pairs = await links.evaluateAll((els) => els.map((el) => [el.textContent, el.getAttribute('href')]));
    expect(pairs).toEqual([
      ['Home', '/'],
      ['Support Dreams', '/campaigns'],
      ['Share Your Story', '/create'],
      ['Success Stories', '/success-stories'],
      ['Privacy', '/privacy-policy'],
    ]);
    // The footer is laid out only near the screen (content-visibility), so read its text, not its rendering.
    const text = ((await footer.textContent()) ?? '').replace(/\s+/g, ' ');
    for (const expected of [
      'MTN Mobile Money',
      'Telecel Cash (formerly Vodafone Cash)',
      'cards',
      '₵490K+',
      'Lives Transformed',
      'Unity, Work, Progress',
      '© 2024',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain("Empowering Ghana's dreams, one story at a time.");
  });

  it('rotates through the eight regions', async () => {
    // Every name the footer shows, in order, from the page's first paint on.
    await page.addInitScript(() => {
      const shown: string[] = [];
      (window as unknown as { regionsShown: string[] }).regionsShown = shown;
      new MutationObserver(() => {
        const text = document.querySelector('[data-testid="footer-region"]')?.textContent;
        if (text && text !== shown.at(-1)) shown.push(text);
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    // The page's clock moves on by the footer's own period, a turn at a time, so no wait depends on the machine's pace.
    await page.clock.install();
    await page.goto(`${server.url}/`);
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    for (let turns = 1; turns < 3; turns++) {
      await page.clock.runFor(regionRotationMs);
      await page.waitForFunction((n) => (window as unknown as { regionsShown: string[] }).regionsShown.length > n, turns);
    }
    const seen = await page.evaluate(() => (window as unknown as { regionsShown: string[] }).regionsShown);
    expect(seen.slice(0, 3)).toEqual(['Greater Accra', 'Ashanti', 'Western']);
  });
});

describe('scroll to top', () => {
  it('appears after 200 px with a progress ring and scrolls smoothly to the top over about a second', async () => {
    await page.setViewportSize({ width: 375, height: 600 });
    await page.goto(`${server.url}/privacy-policy`);
    await page.getByRole('heading', { level: 1, name: 'Privacy policy' }).waitFor();
    const button = page.getByRole('button', { name: 'Scroll to top' });
    expect(await button.count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 150));
    await nextFrames(page);
    expect(await button.count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 1200));
    await button.waitFor();
    const ring = page.getByTestId('scroll-progress');
    const dash = Number(await ring.getAttribute('stroke-dasharray'));
    const offset = Number(await ring.getAttribute('stroke-dashoffset'));
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThan(dash);
    // Every position the page passes through, with when, kept by the page itself: a busy machine may take longer to
    // ask than the scroll takes to finish.
    await page.evaluate(() => {
      const passed: Array<[number, number]> = [];
      (window as unknown as { passed: typeof passed }).passed = passed;
      addEventListener('scroll', () => passed.push([performance.now(), window.scrollY]), { passive: true });
    });
    await button.click();
    await page.waitForFunction(() => window.scrollY === 0);
    await button.waitFor({ state: 'detached' });
    const passed = await page.evaluate(() => (window as unknown as { passed: Array<[number, number]> }).passed);
    // On its way through the page, not there at once; and over about a second: a slow machine only makes it longer.
    expect(passed.some(([, y]) => y > 0 && y < 1200)).toBe(true);
    expect(passed.at(-1)![0] - passed[0]![0]).toBeGreaterThan(600);
  });
});

describe('loading and missing screens', () => {
  it('shows the spinner with "Loading..." while a screen downloads', async () => {
    // This file's browser has no service worker (see beforeAll), so the screen's chunk really comes from the network.
    await context.close();
    context = await browser.newContext();
    page = await context.newPage();
    const screen = await holdRequests(page, /how-it-works-page-.*\.js$/);
    await page.goto(`${server.url}/`);
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    await page.locator('header').getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'How It Works' }).click();
    await page.getByRole('status').getByText('Loading...').waitFor();
    screen();
    await page.getByRole('heading', { level: 1, name: 'How Nnoboa works' }).waitFor();
  });

  it('shows the 404 page with its three links', async () => {
    await page.goto(`${server.url}/this-does-not-exist`);
    const main = page.locator('main');
    await main.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    expect(await main.innerText()).toContain("The page you're looking for doesn't exist. Let's get you back to exploring Ghana's dreams.");
    const links = await main.getByRole('link').evaluateAll((els) => els.map((el) => [el.textContent, el.getAttribute('href')]));
    expect(links).toEqual([
      ['Return Home', '/'],
      ['Browse Campaigns', '/campaigns'],
      ['Start Campaign', '/create'],
    ]);
  });
});
