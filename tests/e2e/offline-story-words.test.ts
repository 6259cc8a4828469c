// Offline words for the person reading, on a phone (390 and 320 px), in
// English and French: a donor offline on someone else's story reads that the
// page was saved on this phone and how long ago, not "your story page"; and
// the offline banner sits above the page, covering neither the cover photo
// nor a heading.
import { describe, expect, it } from 'vitest';
import { appReady, expectCleanScreen, languages, phoneSize, phoneSuite, say, smallPhone } from './phone-screen';

const slug = 'hip-replacement-for-kekeli-in-ho';

const suite = phoneSuite();

describe.each(languages)('a story read offline in %s', (lang) => {
  it.each([phoneSize, smallPhone])(
    'says when this phone kept the page, and hides nothing under the banner, at %o',
    { timeout: 240_000 },
    async (size) => {
      const phone = await suite.open(lang, size);
      const { context, page } = phone;
      page.setDefaultTimeout(60_000);
      await page.goto(`${suite.server.url}/campaigns/${slug}`);
      await page.getByText(say(lang, { en: 'Ready to work offline', fr: 'Prêt à fonctionner hors ligne' })).waitFor();

      await context.setOffline(true);
      await page.goto(`${suite.server.url}/campaigns/${slug}`);
      await appReady(page);
      const said = page.locator('#pay-offline');
      await said
        .getByText(
          say(lang, {
            en: /^Paying needs a connection\. This page was saved on this phone (just now|\d+ min ago); come back online to give\.$/,
            fr: /^Pour payer, il faut une connexion\. Cette page a été enregistrée sur ce téléphone (à l’instant|il y a \d+ min)\u00a0; revenez en ligne pour donner\.$/,
          }),
        )
        .waitFor();
      expect(await page.locator('body').innerText()).not.toMatch(/Your story page|Votre page/);

      // The banner is in view, and the cover and the title start below it.
      const banner = page.locator('.status-banner.offline');
      await banner.waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      const bannerBox = (await banner.boundingBox())!;
      for (const locator of [page.locator('.story-page h1').first(), page.locator('.story-page img').first()]) {
        const box = (await locator.boundingBox())!;
        expect(box.y).toBeGreaterThanOrEqual(bannerBox.y + bannerBox.height - 1);
      }
      await expectCleanScreen(page);
      await context.setOffline(false);
    },
  );
});
