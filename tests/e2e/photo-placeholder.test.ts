// A story photo that cannot load (offline, never kept on this phone) is drawn,
// on a phone (390 and 320 px), in English and French: the story's initials on
// its colour, at the photo's place, never the browser's broken-image icon.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appReady, expectCleanScreen, languages, phoneSize, phoneSuite, smallPhone } from './phone-screen';

const slug = 'hip-replacement-for-kekeli-in-ho';

const suite = phoneSuite({ serviceWorkers: false });

/** Images on the page that the browser could not show. */
const broken = (page: Page) =>
  page.evaluate(() =>
    [...document.images].filter((img) => img.complete && img.naturalWidth === 0 && img.currentSrc).map((img) => img.currentSrc),
  );

describe.each(languages)('photos that cannot load in %s', (lang) => {
  it.each([phoneSize, smallPhone])('are drawn with the story’s initials and colour at %o', async (size) => {
    const phone = await suite.open(lang, size);
    const { context, page } = phone;
    // No photo reaches this phone, as when it is offline and never kept them.
    await context.route(
      (url) => /\.(webp|jpe?g|png)$/.test(url.pathname) && !url.pathname.includes('icon'),
      (route) => route.abort('internetdisconnected'),
    );
    await page.goto(`${suite.server.url}/campaigns/${slug}`);
    await appReady(page);
    const cover = page.locator('.story-head .story-placeholder');
    await cover.waitFor();
    expect(await cover.innerText()).toMatch(/^[A-Z]{1,2}$/);
    expect(await cover.evaluate((el) => getComputedStyle(el).backgroundColor)).toMatch(/^rgb\(/);
    expect(await cover.getAttribute('aria-label')).toContain('Kekeli');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => broken(page)).toEqual([]);
    await expectCleanScreen(page);

    await page.goto(`${suite.server.url}/campaigns`);
    await appReady(page);
    await page.locator('.story-placeholder').first().waitFor();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => broken(page)).toEqual([]);
    await expectCleanScreen(page);
  });
});
