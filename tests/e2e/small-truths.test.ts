// Small truths a careful first-time user checks, in English and French, at
// 390 and 320 px: the support address is a mailto: link, the withdrawal form
// shows where the money goes before it is sent, every counter reads "0 of
// 500", the report dialog's buttons line up, a toast stays clear of the
// header's logo and menu, and the home page and browse say what they count.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ageAccounts, fundedStory, payoutAccount, verifiedOwner } from '../helpers/payouts';
import { appReady, expectCleanScreen, languages, phoneSize, phoneSuite, say, signIn, smallPhone } from './phone-screen';

const slug = 'hip-replacement-for-kekeli-in-ho';

const suite = phoneSuite({ serviceWorkers: false });

async function phoneIn(lang: (typeof languages)[number], size = phoneSize): Promise<Page> {
  const phone = await suite.open(lang, size);
  return phone.page;
}

/** Every counter of characters on the page, as read. */
const counters = (page: Page) => page.locator('.field-count').allInnerTexts();

describe.each(languages)('small truths in %s', (lang) => {
  const counter = say(lang, { en: /^\d+ of [\d,]+$/, fr: /^\d+ sur [\d\u202f]+$/ });

  it('writes to support and privacy with a tap', async () => {
    const page = await phoneIn(lang);
    await page.goto(`${suite.server.url}/campaigns/${slug}`);
    await appReady(page);
    await page.locator('.protection a[href="mailto:support@nnoboa.org"]').waitFor();
    for (const [path, address] of [
      ['/terms-of-service', 'support@nnoboa.org'],
      ['/privacy-policy', 'privacy@nnoboa.org'],
    ]) {
      await page.goto(`${suite.server.url}${path}`);
      const link = page.locator(`a[href="mailto:${address}"]`);
      await link.waitFor();
      expect(await link.innerText()).toBe(address);
      await expectCleanScreen(page);
    }
  });

  it.each([phoneSize, smallPhone])('lines up the report reasons, counts alike, and keeps a toast below the header at %o', async (size) => {
    const page = await phoneIn(lang, size);
    await suite.server.app.db.query('delete from rate_limit_hits');
    await page.goto(`${suite.server.url}/campaigns/${slug}`);
    await appReady(page);
    await page
      .locator('.protection')
      .getByRole('button', { name: say(lang, { en: 'Report', fr: 'Signaler' }), exact: true })
      .click();
    const dialog = page.locator('dialog[open]');
    const radios = await dialog.locator('.reasons input[type="radio"]').evaluateAll((inputs) =>
      inputs.map((input) => {
        const box = input.getBoundingClientRect();
        return { left: Math.round(box.left), width: Math.round(box.width) };
      }),
    );
    expect(radios.length).toBeGreaterThan(3);
    expect(new Set(radios.map((r) => r.left)).size).toBe(1);
    expect(new Set(radios.map((r) => r.width))).toEqual(new Set([20]));
    expect(await counters(page)).toEqual([say(lang, { en: '0 of 2,000', fr: '0 sur 2\u202f000' })]);
    await expectCleanScreen(page);

    await dialog.locator('.reasons input').first().check();
    await dialog.locator('textarea').fill('Seen twice');
    expect(await counters(page)).toEqual([say(lang, { en: '10 of 2,000', fr: '10 sur 2\u202f000' })]);
    await dialog.locator('button[type="submit"]').click();
    const toast = page.locator('.Toastify__toast, .plain-toast').first();
    await toast.waitFor();
    const header = await page.locator('.site-header').boundingBox();
    const shown = await toast.boundingBox();
    expect(header && shown && shown.y >= header.y + header.height).toBe(true);
  });

  it('counts the characters of every form the same way', async () => {
    const page = await phoneIn(lang);
    await page.goto(`${suite.server.url}/payment?campaign=${slug}`);
    await appReady(page);
    await page.locator('.field-count').first().waitFor();
    for (const text of await counters(page)) expect(text).toMatch(counter);
    await page.goto(`${suite.server.url}/create`);
    await appReady(page);
    expect(await page.locator('body').innerText()).not.toMatch(/\(\d+\/\d+\)/);
  });

  it('shows where a withdrawal will be paid before it is sent, and counts its purpose alike', async () => {
    const owner = await verifiedOwner(suite.server, 'Ama Serwaa Mensah', `truths-${lang}`);
    await payoutAccount(suite.server, owner);
    await ageAccounts(suite.server, owner);
    await fundedStory(suite.server, owner, 50_000, { title: `Roof for the Ho clinic ${lang}` });
    const page = await phoneIn(lang, smallPhone);
    await signIn(page, suite.server, owner.email);
    await page.getByRole('button', { name: say(lang, { en: 'Withdraw', fr: 'Retirer' }), exact: true }).click();
    const form = page.locator('form.withdraw-form');
    const to = form.getByRole('region', { name: say(lang, { en: 'The money will be paid to', fr: 'L’argent sera versé sur' }) });
    await to.getByText('AMA SERWAA MENSAH').waitFor();
    expect(await to.innerText()).toMatch(/•••• ?\d+/);
    expect(await form.locator('.field-count').innerText()).toMatch(counter);
    // Nothing was asked yet: the form only said where the money would go.
    const [asked] = await suite.server.app.db.query<{ n: number }>(
      'select count(*)::int as n from withdrawals w join campaigns c on c.id = w.campaign_id where c.owner_id = $1',
      [owner.userId],
    );
    expect(asked!.n).toBe(0);
    await expectCleanScreen(page);
  });

  it('says how many stories are live on the home page, and what browse counts', async () => {
    const [live] = await suite.server.app.db.query<{ n: number }>(
      "select count(*)::int as n from campaigns where status = 'active' and closed_reason is distinct from 'admin'",
    );
    const page = await phoneIn(lang);
    suite.server.app.responseCache.clear();
    await page.goto(`${suite.server.url}/`);
    await appReady(page);
    const stat = page.locator('.stats-band li', { hasText: say(lang, { en: 'live now', fr: 'en ligne' }) });
    await stat.locator('strong', { hasText: /^\d/ }).waitFor();
    expect(await stat.locator('strong').innerText()).toBe(String(live!.n));
    await page.goto(`${suite.server.url}/campaigns`);
    await appReady(page);
    const results = page.locator('.results-bar span');
    await results.getByText(say(lang, { en: 'live or completed', fr: 'en cours ou terminées' }), { exact: false }).waitFor();
    await expectCleanScreen(page);
  });
});
