// The launch form's last steps on a phone (390 and 320 px), in English and
// French: the step bar stays on one line, the review step gives the closing
// date as a date in the reader's language, the buttons after sending are
// ordinary buttons, and no percent can break from its figure.
import { describe, expect, it } from 'vitest';
import { person } from '../helpers/fixtures';
import { appReady, expectCleanScreen, languages, phoneSize, phoneSuite, say, signIn, smallPhone } from './phone-screen';
import { draftStory, plainPhoto } from './story-draft';

const suite = phoneSuite({ env: {}, serviceWorkers: false });

it('keeps every percent with its figure, in both languages', async () => {
  for (const lang of languages) {
    const { messages } = (await (await fetch(`${suite.server.url}/api/translations/${lang}`)).json()) as {
      messages: Record<string, string>;
    };
    const breakable = Object.entries(messages).filter(([, text]) => / %/.test(text));
    expect(breakable).toEqual([]);
    expect(messages['upload.progress']).toContain(say(lang, { en: '({percent}%)', fr: '({percent}\u202f%)' }));
  }
});

describe.each(languages)('the last steps of launching a story in %s', (lang) => {
  it.each([phoneSize, smallPhone])('reviews and sends at %o', async (size) => {
    const owner = await person(suite.server, `launch-${lang}`);
    // The story is written in English (the helper's labels), then read back in the person's language.
    const phone = await suite.open('en', size);
    const { page } = phone;
    await signIn(page, suite.server, owner.email, '/create');
    await draftStory(page, suite.server.url, `Pitch for Techiman ${lang} ${size.width}`, await plainPhoto());
    if (lang === 'fr') {
      await phone.context.addCookies([{ name: 'nnoboa_lang', value: 'fr', url: suite.server.url }]);
      await page.evaluate(() => localStorage.setItem('nnoboa.lang', 'fr'));
      await page.reload();
      await appReady(page);
    }
    await page.getByRole('heading', { name: say(lang, { en: 'Step 5 of 5: Review', fr: 'Étape 5 sur 5\u00a0: Relecture' }) }).waitFor();

    const closing = page.locator('.review-list div', { hasText: say(lang, { en: 'Closing date', fr: 'Date de clôture' }) }).locator('dd');
    expect(await closing.innerText()).toMatch(say(lang, { en: /^\d{1,2} [A-Z][a-z]+ \d{4}$/, fr: /^\d{1,2} [a-zéû]+ \d{4}$/ }));

    const steps = await page.locator('.stepper li').evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().top)));
    expect(new Set(steps).size).toBe(1);
    expect(await page.locator('.stepper').evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await expectCleanScreen(page);

    await page.getByRole('button', { name: say(lang, { en: 'Send for review', fr: 'Envoyer pour relecture' }) }).click();
    await page.locator('#sent-title').waitFor();
    const buttons = await page
      .locator('#sent-title ~ .actions .btn')
      .evaluateAll((links) => links.map((l) => l.getBoundingClientRect().height));
    expect(buttons.length).toBe(2);
    for (const height of buttons) expect(height).toBeLessThanOrEqual(56);
    await expectCleanScreen(page);
  });
});
