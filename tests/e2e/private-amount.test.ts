// "Keep the amount private" says what it does, in English and French on a
// phone: the story does not show the amount, its owner still does. The
// donor wall says the amount is private, and the owner's dashboard shows it.
import { beforeAll, describe, expect, it } from 'vitest';
import { appReady, expectCleanScreen, languages, phoneSuite, say, signIn } from './phone-screen';

const slug = 'hip-replacement-for-kekeli-in-ho';
let ownerEmail: string;

const suite = phoneSuite({ serviceWorkers: false });
beforeAll(async () => {
  const [story] = await suite.server.app.db.query<{ id: string; email: string }>(
    'select c.id, u.email from campaigns c join users u on u.id = c.owner_id where c.slug = $1',
    [slug],
  );
  ownerEmail = story!.email;
  await suite.server.app.db.query(
    `insert into donations (campaign_id, amount, donor_name, hide_amount, method, provider, reference, status, paid_at)
     values ($1, 77700, 'Adjoa Private', true, 'mtn_momo', 'seed', 'private_amount_test', 'succeeded', now() + interval '1 minute')`,
    [story!.id],
  );
  suite.server.app.responseCache.clear();
});

describe.each(languages)('a private amount in %s', (lang) => {
  it('the payment form says the owner still sees it, like the anonymous choice says who does not', async () => {
    const phone = await suite.open(lang);
    const { page } = phone;
    await page.goto(`${suite.server.url}/payment?campaign=${slug}`);
    await appReady(page);
    const label = page.locator('label.check', { has: page.locator('input[name="hide_amount"]') });
    expect(await label.innerText()).toBe(
      say(lang, {
        en: 'Keep the amount private: it is not shown on the story, but the story’s owner still sees it',
        fr: 'Garder le montant privé\u00a0: il n’est pas affiché sur l’histoire, mais le porteur de l’histoire le voit quand même',
      }),
    );
    await expectCleanScreen(page);
  });

  it('the wall hides the amount and the owner sees it on the dashboard', async () => {
    const phone = await suite.open(lang);
    const { page } = phone;
    await page.goto(`${suite.server.url}/campaigns/${slug}`);
    const gift = page.locator('.wall li', { hasText: 'Adjoa Private' });
    await gift.waitFor();
    expect(await gift.innerText()).toContain(say(lang, { en: 'Amount private', fr: 'Montant masqué' }));
    expect(await gift.innerText()).not.toMatch(/777/);
    await signIn(page, suite.server, ownerEmail);
    const row = page.locator('.data-table tr', { hasText: 'Adjoa Private' });
    await row.waitFor();
    expect(await row.innerText()).toContain(say(lang, { en: '₵777', fr: '777\u00a0₵' }));
    await expectCleanScreen(page);
  });
});
