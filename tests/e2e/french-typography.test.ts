// French as a French reader expects it, on a phone (390×844): the region in
// French ("région de l’Est"), a donor's message in « », "d’" before a vowel,
// figures written the French way, the footer's figure by Intl's compact
// notation, and a non-breaking space before ? and :. English keeps its own.
import { beforeAll, describe, expect, it } from 'vitest';
import { appReady, expectCleanScreen, languages, phoneSuite, say } from './phone-screen';

/** A live demo story whose title starts with a vowel ("A new hip…"), moved to the Eastern region below. */
const slug = 'hip-replacement-for-kekeli-in-ho';

const suite = phoneSuite({ serviceWorkers: false });
beforeAll(async () => {
  const [story] = await suite.server.app.db.query<{ id: string }>("update campaigns set region = 'Eastern' where slug = $1 returning id", [
    slug,
  ]);
  await suite.server.app.db.query(
    `insert into donations (campaign_id, amount, donor_name, message, method, provider, reference, status, paid_at)
     values ($1, 123456, 'Efua Mensah', 'Courage, Kekeli', 'mtn_momo', 'seed', 'french_typography_gift', 'succeeded', now() + interval '1 minute')`,
    [story!.id],
  );
  suite.server.app.responseCache.clear();
});

describe.each(languages)('a story page in %s', (lang) => {
  it('names the region, quotes the donor, writes figures and punctuation the language’s way', async () => {
    const phone = await suite.open(lang);
    const { page } = phone;
    await page.goto(`${suite.server.url}/campaigns/${slug}`);
    await appReady(page);
    const meta = page.locator('.story-head .story-meta');
    expect(await meta.innerText()).toContain(say(lang, { en: 'Eastern', fr: 'région de l’Est' }));
    expect(await page.locator('.story-cover').getAttribute('alt')).toMatch(
      say(lang, { en: /^Cover photo of A new hip/, fr: /^Photo de couverture d’A new hip/ }),
    );

    const gift = page.locator('.wall li', { hasText: 'Efua Mensah' });
    await gift.waitFor();
    expect(await gift.locator('.message').textContent()).toBe(say(lang, { en: '“Courage, Kekeli”', fr: '«\u00a0Courage, Kekeli\u00a0»' }));
    expect(await gift.textContent()).toContain(say(lang, { en: '₵1,234.56', fr: '1\u202f234,56\u00a0₵' }));
    expect(await page.locator('.story-page').textContent()).toContain(
      say(lang, { en: 'Questions? Write to', fr: 'Des questions\u202f? Écrivez à' }),
    );

    const footer = page.locator('footer');
    expect(await footer.locator('.footer-stat strong').textContent()).toBe(say(lang, { en: '₵490K+', fr: 'plus de 490\u00a0k\u00a0₵' }));
    expect(await footer.getByTestId('footer-region').textContent()).toBe(say(lang, { en: 'Greater Accra', fr: 'Grand Accra' }));
    await expectCleanScreen(page);
  });

  it('offers the regions by their names in the language when browsing', async () => {
    const phone = await suite.open(lang);
    const { page } = phone;
    await page.goto(`${suite.server.url}/campaigns`);
    await appReady(page);
    const options = await page.locator('#browse-region option').allTextContents();
    expect(options).toContain(say(lang, { en: 'Eastern', fr: 'région de l’Est' }));
    expect(options).toContain(say(lang, { en: 'Greater Accra', fr: 'Grand Accra' }));
    await page.locator('.filters-toggle').click();
    await page.locator('#browse-region').selectOption('Eastern');
    await page.waitForURL(/region=Eastern/);
    await page.locator('.story-grid article .region').first().waitFor();
    expect(new Set(await page.locator('.story-grid article .region').allTextContents())).toEqual(
      new Set([say(lang, { en: 'Eastern', fr: 'région de l’Est' })]),
    );
    await expectCleanScreen(page);
  });
});
