// The browser the tests drive is Playwright's, with every feature Playwright turns off still off, and without the
// address bar's popup page that headless Chromium would otherwise load for each context (tests/helpers/browser.ts).
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, launchBrowser } from '../helpers/browser';
import { eventually } from '../helpers/wait';

/** The features a browser was started without: its last `--disable-features` switch, which is the one Chromium reads. */
async function disabledFeatures(browser: Browser): Promise<string[]> {
  const page = await browser.newPage();
  await page.goto('chrome://version');
  const commandLine = (await page.locator('#command_line').textContent()) ?? '';
  await page.context().close();
  const switches = commandLine.split(' ').filter((part) => part.startsWith('--disable-features='));
  return (switches.at(-1) ?? '').slice('--disable-features='.length).split(',').filter(Boolean);
}

describe('the test browser', () => {
  let plain: Browser;
  let ours: Browser;
  beforeAll(async () => {
    plain = await chromium.launch({ executablePath: chromiumPath, headless: true });
    ours = await launchBrowser();
  });
  afterAll(async () => {
    await plain?.close();
    await ours?.close();
  });

  it('keeps off every feature Playwright turns off', async () => {
    const playwrights = await disabledFeatures(plain);
    expect(playwrights.length).toBeGreaterThan(0);
    expect(await disabledFeatures(ours)).toEqual(expect.arrayContaining(playwrights));
  });

  it('opens a context without the address bar popup page a plain one loads', async () => {
    const popups = async (browser: Browser) => {
      const session = await browser.newBrowserCDPSession();
      const { targetInfos } = await session.send('Target.getTargets');
      await session.detach();
      return targetInfos.filter((target) => target.url.startsWith('chrome://omnibox-popup'));
    };
    for (const browser of [plain, ours]) await (await browser.newContext()).newPage();
    await eventually('the plain browser’s popup page', async () => (await popups(plain)).length > 0);
    expect(await popups(ours)).toEqual([]);
  });
});
