// A word of support written with the network cut (390×844, English and
// French): the phone keeps it and says so, the outbox lists it, nothing
// reaches the server; when the network returns it is sent, once.
import { beforeAll, describe, expect, it } from 'vitest';
import { person, type Person } from '../helpers/fixtures';
import { workerInCharge } from '../helpers/browser';
import { storyIn } from '../helpers/moderation';
import { appReady, expectCleanScreen, languages, phoneSuite, say, signIn } from './phone-screen';
import { outboxOnPhone } from './phone-storage';

let owner: Person;
let neighbour: Person;

const suite = phoneSuite({ env: {} });
beforeAll(async () => {
  [owner, neighbour] = [await person(suite.server, 'offline-owner'), await person(suite.server, 'offline-neighbour')];
});

const rows = async (text: string) =>
  (await suite.server.app.db.query<{ n: number }>('select count(*)::int as n from words_of_support where text = $1', [text]))[0]?.n ?? 0;

describe.each(languages)('in %s', (lang) => {
  it('keeps a word written offline on the phone and sends it once when the network returns', async () => {
    const story = await storyIn(suite.server, owner, 'active', { title: `Lamps for Wa night school (${lang})` });
    const text = `Written on the trotro with no signal (${lang})`;
    const opened = await suite.open(lang);
    const { context, page } = opened;
    await signIn(page, suite.server, neighbour.email);
    await page.goto(`${suite.server.url}/campaigns/${story.slug}`);
    await appReady(page);
    await workerInCharge(page);
    const section = page.locator('#words');
    await section.getByRole('textbox').waitFor();

    await context.setOffline(true);
    await section.getByRole('textbox').fill(text);
    await section.getByRole('button', { name: say(lang, { en: 'Send my word', fr: 'Envoyer mon mot' }) }).click();
    await section
      .getByText(
        say(lang, {
          en: 'Saved on this phone: your word goes when you are back online.',
          fr: 'Enregistré sur ce téléphone\u00a0: votre mot partira quand vous serez de nouveau en ligne.',
        }),
      )
      .waitFor();
    await expectCleanScreen(page);
    expect(await rows(text)).toBe(0);

    // The phone's outbox holds it, waiting for the network.
    expect((await outboxOnPhone(page)).map((item) => [item.kind, item.state])).toEqual([['word', 'waiting']]);
    // Opened again offline, the banner counts what the person queued, by its name.
    await page.reload();
    await appReady(page);
    await page
      .locator('.status-banner.info')
      .getByText(say(lang, { en: '1 word of support waiting to be sent.', fr: '1 mot de soutien en attente d’envoi.' }))
      .waitFor();

    await context.setOffline(false);
    await expect.poll(() => rows(text), { timeout: 60_000 }).toBe(1);
    // Sent once: the outbox says so, and a reload sends nothing again.
    await expect.poll(async () => (await outboxOnPhone(page)).map((item) => item.state), { timeout: 30_000 }).toEqual(['sent']);
    await page.reload();
    await appReady(page);
    await page.locator('#words').getByText(text).waitFor();
    expect(await rows(text)).toBe(1);
    const [word] = await suite.server.app.db.query<{ status: string; author_id: string }>(
      'select status, author_id from words_of_support where text = $1',
      [text],
    );
    expect(word).toEqual({ status: 'pending', author_id: neighbour.userId });
  });
});
