/** A phone in a given language and width, and the checks every screen of it gets: axe clean, nothing wider than the phone. */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { launchBrowser, seriousA11yViolations, type BrowserOptions } from '../helpers/browser';
import type { TestServer } from '../helpers/test-server';
import { openSignInLink, startAppServer } from './app-server';

export { appReady, settled } from './app-server';

export const languages = ['en', 'fr'] as const;
export type Lang = (typeof languages)[number];
export const phoneSize = { width: 390, height: 844 };
export const smallPhone = { width: 320, height: 640 };

export interface Phone {
  context: BrowserContext;
  page: Page;
}

/** A new phone whose interface speaks `lang` from its first page on, as the language picker leaves it. */
export async function openPhone(
  browser: Browser,
  server: TestServer,
  lang: Lang,
  viewport: { width: number; height: number } = phoneSize,
): Promise<Phone> {
  const context = await browser.newContext({ viewport, isMobile: true, hasTouch: true });
  if (lang !== 'en') {
    await context.addCookies([{ name: 'nnoboa_lang', value: lang, url: server.url }]);
    await context.addInitScript((chosen) => localStorage.setItem('nnoboa.lang', chosen), lang);
  }
  return { context, page: await context.newPage() };
}

export interface PhoneSuite {
  /** The app server; there from the file's first beforeAll on. */
  readonly server: TestServer;
  readonly browser: Browser;
  /** A new phone (see openPhone), closed with the rest after the file's tests. */
  open(lang: Lang, viewport?: { width: number; height: number }): Promise<Phone>;
}

export interface PhoneSuiteOptions extends BrowserOptions {
  /** The app server's settings (see startAppServer); the demo data unless given. */
  env?: Record<string, string>;
}

/**
 * One app server and one browser (see launchBrowser for the rest of the options) for a test file: started before its
 * tests, closed after them with every phone opened through it. A file's own preparation goes in a beforeAll after this
 * call (hooks run in order).
 */
export function phoneSuite({ env = { SEED_DEMO: 'true' }, ...browserOptions }: PhoneSuiteOptions = {}): PhoneSuite {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  const phones: Phone[] = [];
  beforeAll(async () => {
    server = await startAppServer(env);
    browser = await launchBrowser(browserOptions);
  }, 180_000);
  afterAll(async () => {
    for (const phone of phones) await phone.context.close();
    await browser?.close();
    await server?.close();
  });
  const started = <T>(thing: T | undefined, name: string): T => {
    if (thing === undefined) throw new Error(`The ${name} is not started yet: use it in a test or a beforeAll after phoneSuite().`);
    return thing;
  };
  return {
    get server() {
      return started(server, 'app server');
    },
    get browser() {
      return started(browser, 'browser');
    },
    async open(lang, viewport = phoneSize) {
      const phone = await openPhone(started(browser, 'browser'), started(server, 'app server'), lang, viewport);
      phones.push(phone);
      return phone;
    },
  };
}

/** axe finds nothing serious, and the page does not scroll sideways. */
export async function expectCleanScreen(page: Page): Promise<void> {
  expect(await seriousA11yViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

/** Signs `email` in by link in any language (see openSignInLink) and lands on `next` (the dashboard). */
export const signIn = (page: Page, server: TestServer, email: string, next = '/dashboard'): Promise<void> =>
  openSignInLink(page, server, email, next);

/** One word per language, for tests that walk both. */
export const say = <T>(lang: Lang, words: Record<Lang, T>): T => words[lang];
