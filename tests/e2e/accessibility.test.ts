// Lighthouse's mobile accessibility audit scores the story page and the
// payment pages 100 (a score, not a timing: it can be held in a test), and
// axe finds nothing serious on them, the form's answer to a mistake included.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumFlags, chromiumPath, launchBrowser, seriousA11yViolations } from '../helpers/browser';
import type { TestServer } from '../helpers/test-server';
import { startAppServer } from './app-server';

const slug = 'hip-replacement-for-kekeli-in-ho';
let server: TestServer;
let chrome: chromeLauncher.LaunchedChrome;
let browser: Browser;

beforeAll(async () => {
  server = await startAppServer({ SEED_DEMO: 'true' });
  chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
  browser = await launchBrowser({ serviceWorkers: false });
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await chrome?.kill();
  await server?.close();
});

async function accessibility(route: string): Promise<{ score: number | null; failing: string[] }> {
  const result = await lighthouse(`${server.url}${route}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['accessibility'],
  });
  const lhr = result?.lhr;
  const failing = Object.values(lhr?.audits ?? {})
    .filter((audit) => audit.score === 0 && audit.scoreDisplayMode === 'binary')
    .map((audit) => audit.id);
  return { score: lhr?.categories.accessibility?.score ?? null, failing };
}

describe('accessibility on a phone', () => {
  it.each([`/campaigns/${slug}`, `/payment?campaign=${slug}`])('Lighthouse (mobile) scores %s 100', { timeout: 180_000 }, async (route) => {
    await server.app.db.query('delete from rate_limit_hits');
    expect(await accessibility(route)).toEqual({ score: 1, failing: [] });
  });

  it('axe finds nothing serious on the story, the form and the form answered with its mistakes', { timeout: 120_000 }, async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    try {
      const page = await context.newPage();
      await page.goto(`${server.url}/campaigns/${slug}`);
      await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.goto(`${server.url}/payment?campaign=${slug}`);
      await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
      expect(await seriousA11yViolations(page)).toEqual([]);
      // The server's answer to a form sent with mistakes (as without JavaScript), taken over by the app.
      const token = await page.locator('input[name="form_token"]').inputValue();
      const answer = await page.request.post(`${server.url}/payment?campaign=${slug}`, {
        form: { form_token: token, method: 'mtn_momo', phone: '123' },
      });
      expect(answer.status()).toBe(422);
      await page.setContent(await answer.text());
      expect(await page.locator('.error-summary a').count()).toBe(3);
      expect(await seriousA11yViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
