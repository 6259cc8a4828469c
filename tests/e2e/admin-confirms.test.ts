// An admin's one tap (390×844, English and French): Approve publishes a
// story only after a question that names it; so does every admin action
// that publishes, pays or removes (here: approving, confirming cash, and
// removing a reported story). Cancelling changes nothing.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpAndVerify } from '../helpers/auth';
import { recordCashOk } from '../helpers/cash';
import { person, type Person } from '../helpers/fixtures';
import { openReport, storyIn } from '../helpers/moderation';
import { expectCleanScreen, languages, phoneSuite, say, signIn, type Lang } from './phone-screen';

const adminEmail = 'confirming.admin@example.com';
let owner: Person;

const suite = phoneSuite({ env: { ADMIN_EMAILS: adminEmail }, serviceWorkers: false });
beforeAll(async () => {
  owner = await person(suite.server, 'confirm-owner');
  await signUpAndVerify(suite.server, adminEmail, { full_name: 'Confirming Admin' });
});

const statusOf = async (id: string) =>
  (await suite.server.app.db.query<{ status: string }>('select status from campaigns where id = $1', [id]))[0]?.status;

async function adminAt(lang: Lang, path: string): Promise<Page> {
  const phone = await suite.open(lang);
  await signIn(phone.page, suite.server, adminEmail);
  await phone.page.goto(`${suite.server.url}${path}`);
  return phone.page;
}

describe.each(languages)('in %s', (lang) => {
  it('Approve asks first, naming the story; Cancel leaves it waiting, Yes publishes it', async () => {
    const title = `Benches for Ejura clinic (${lang})`;
    const story = await storyIn(suite.server, owner, 'pending', { title });
    const page = await adminAt(lang, '/admin/pending');
    const item = page.getByRole('article', { name: title });
    await item.getByRole('button', { name: say(lang, { en: 'Approve', fr: 'Approuver' }), exact: true }).click();
    const question = item.getByText(
      say(lang, {
        en: `Publish “${title}”? Everyone will be able to read it and give to it.`,
        fr: `Publier «\u00a0${title}\u00a0»\u202f? Tout le monde pourra la lire et lui donner.`,
      }),
    );
    await question.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(await question.textContent());
    await expectCleanScreen(page);
    await item.getByRole('button', { name: say(lang, { en: 'Cancel', fr: 'Annuler' }) }).click();
    await question.waitFor({ state: 'detached' });
    expect(await statusOf(story.id)).toBe('pending');

    await item.getByRole('button', { name: say(lang, { en: 'Approve', fr: 'Approuver' }), exact: true }).click();
    await item.getByRole('button', { name: say(lang, { en: 'Yes, publish it', fr: 'Oui, la publier' }) }).click();
    await expect.poll(() => statusOf(story.id)).toBe('active');
  });

  it('confirming cash asks first, naming the amount, the place and the story', async () => {
    const title = `Roof for Nsawam chapel (${lang})`;
    const story = await storyIn(suite.server, owner, 'active', { title });
    await recordCashOk(suite.server, owner, story.id, 125_000, { place: 'Harvest collection' });
    const page = await adminAt(lang, '/admin/cash');
    const item = page.getByRole('article', { name: title });
    await item.getByRole('button', { name: say(lang, { en: 'Confirm', fr: 'Confirmer' }), exact: true }).click();
    await item
      .getByText(
        say(lang, {
          en: `Confirm ₵1,250 collected at “Harvest collection” for “${title}”? It then counts toward the goal and shows on the story.`,
          fr: `Confirmer 1\u202f250\u00a0₵ collectés à «\u00a0Harvest collection\u00a0» pour «\u00a0${title}\u00a0»\u202f? Ils comptent alors pour l’objectif et s’affichent sur l’histoire.`,
        }),
      )
      .waitFor();
    await expectCleanScreen(page);
    const status = async () =>
      (await suite.server.app.db.query<{ status: string }>('select status from cash_collections where campaign_id = $1', [story.id]))[0]
        ?.status;
    expect(await status()).toBe('pending');
    await item.getByRole('button', { name: say(lang, { en: 'Yes, confirm it', fr: 'Oui, le confirmer' }) }).click();
    await expect.poll(status).toBe('confirmed');
  });

  it('removing a reported story asks first, naming it; Back changes nothing', async () => {
    const title = `Looms for Bonwire weavers (${lang})`;
    const story = await storyIn(suite.server, owner, 'active', { title });
    await openReport(suite.server, story.id);
    const page = await adminAt(lang, '/admin/reports');
    const report = page.getByRole('article', { name: title });
    await report.getByLabel(say(lang, { en: 'Remove the story', fr: 'Retirer l’histoire' })).check();
    await report
      .getByLabel('Note')
      .fill(say(lang, { en: 'The photos belong to another story.', fr: 'Les photos sont celles d’une autre histoire.' }));
    await report.getByRole('button', { name: say(lang, { en: 'Process the report', fr: 'Traiter le signalement' }) }).click();
    const question = report.getByText(
      say(lang, {
        en: `Remove “${title}”? It takes no more gifts, for good; its page stays only if donors gave to it, for their records.`,
        fr: `Retirer «\u00a0${title}\u00a0»\u202f? Elle ne reçoit plus jamais de dons\u202f; sa page ne reste que si des donateurs lui ont donné, pour qu’ils en gardent la trace.`,
      }),
    );
    await question.waitFor();
    await expectCleanScreen(page);
    await report.getByRole('button', { name: say(lang, { en: 'Back', fr: 'Retour' }) }).click();
    await question.waitFor({ state: 'detached' });
    expect(await statusOf(story.id)).toBe('active');
    await report.getByRole('button', { name: say(lang, { en: 'Process the report', fr: 'Traiter le signalement' }) }).click();
    await report.getByRole('button', { name: say(lang, { en: 'Yes, remove it', fr: 'Oui, la retirer' }) }).click();
    // Nobody gave to it: it is taken down.
    await expect.poll(() => statusOf(story.id)).toBe('rejected');
  });
});
