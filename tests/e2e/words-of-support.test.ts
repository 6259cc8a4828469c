// Words of support on a phone (390×844), in English and French: a neighbour
// signed in writes one under the donor wall (the form guides: its summary
// above the field, gone once fixed, a count that reads "0 of 280"); it waits
// for the team; an admin lets it show; a visitor reads it, as plain text, and
// may report it; the story's owner hides it. Every screen passes axe.
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpAndVerify } from '../helpers/auth';
import { person, type Person } from '../helpers/fixtures';
import { storyIn } from '../helpers/moderation';
import { appReady, expectCleanScreen, languages, phoneSuite, say, signIn, type Lang } from './phone-screen';

const adminEmail = 'words.admin@example.com';
let owner: Person;
let neighbour: Person;

const suite = phoneSuite({ env: { ADMIN_EMAILS: adminEmail }, serviceWorkers: false });
beforeAll(async () => {
  [owner, neighbour] = [await person(suite.server, 'words-owner'), await person(suite.server, 'words-neighbour')];
  await suite.server.app.db.query("update users set full_name = 'Akua Neighbour' where id = $1", [neighbour.userId]);
  await signUpAndVerify(suite.server, adminEmail, { full_name: 'Words Admin' });
});

const phone = (lang: Lang) => suite.open(lang);

const wordRow = async (text: string) =>
  (await suite.server.app.db.query<{ status: string; n: number }>('select status from words_of_support where text = $1', [text]))[0]
    ?.status;

describe.each(languages)('in %s', (lang) => {
  it('a neighbour writes a word, the team lets it show, a visitor reads it and may report it, the owner hides it', async () => {
    const title = `Water for Ejura market (${lang})`;
    const story = await storyIn(suite.server, owner, 'active', { title });
    const text = `<b>Courage</b>, we stand with you (${lang})`;

    // The neighbour, signed in, on the story.
    const { page } = await phone(lang);
    await signIn(page, suite.server, neighbour.email);
    await page.goto(`${suite.server.url}/campaigns/${story.slug}`);
    await appReady(page);
    const section = page.locator('#words');
    await section.waitFor();
    const wall = await page.locator('#wall-title').boundingBox();
    expect((await section.boundingBox())!.y).toBeGreaterThan(wall!.y);
    const field = section.getByRole('textbox', { name: say(lang, { en: 'Your word of support', fr: 'Votre mot de soutien' }) });
    expect(await section.locator('#word-text-hint').textContent()).toContain(say(lang, { en: '0 of 280', fr: '0 sur 280' }));

    // Sent empty: the summary comes above the field, links to it, and goes once it is fixed.
    await section.getByRole('button', { name: say(lang, { en: 'Send my word', fr: 'Envoyer mon mot' }) }).click();
    const summary = section.locator('.error-summary');
    await summary.waitFor();
    expect((await summary.boundingBox())!.y).toBeLessThan((await field.boundingBox())!.y);
    await summary.getByRole('link').click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('word-text');
    await expectCleanScreen(page);
    await field.fill(text);
    await summary.waitFor({ state: 'detached' });
    expect(await section.locator('#word-text-hint').textContent()).toContain(
      say(lang, { en: `${[...text].length} of 280`, fr: `${[...text].length} sur 280` }),
    );
    await section.getByRole('button', { name: say(lang, { en: 'Send my word', fr: 'Envoyer mon mot' }) }).click();
    await section
      .getByText(
        say(lang, {
          en: 'Thank you. Your word shows once our team has read it.',
          fr: 'Merci. Votre mot paraîtra une fois lu par notre équipe.',
        }),
      )
      .waitFor();
    const mine = section.locator('.word', { hasText: 'Courage' });
    await mine
      .getByText(
        say(lang, {
          en: 'Waiting for our team to read it: only you see it.',
          fr: 'En attente de lecture par notre équipe\u00a0: vous seul le voyez.',
        }),
      )
      .waitFor();
    expect(await wordRow(text)).toBe('pending');
    await expectCleanScreen(page);

    // The team lets it show, after a question that names the story.
    const { page: admin } = await phone(lang);
    await signIn(admin, suite.server, adminEmail);
    await admin.goto(`${suite.server.url}/admin/words`);
    const review = admin.getByRole('article', { name: title });
    await review.getByText(text, { exact: false }).waitFor();
    await review.getByRole('button', { name: say(lang, { en: 'Let it show', fr: 'Le laisser paraître' }) }).click();
    await review
      .getByText(
        say(lang, {
          en: `Show this word on “${title}” for everyone to read?`,
          fr: `Afficher ce mot sur «\u00a0${title}\u00a0» pour que tout le monde le lise\u202f?`,
        }),
      )
      .waitFor();
    await expectCleanScreen(admin);
    await review.getByRole('button', { name: say(lang, { en: 'Yes, show it', fr: 'Oui, l’afficher' }) }).click();
    await expect.poll(() => wordRow(text)).toBe('shown');

    // A visitor reads it under the donor wall, as text (no markup from it), quoted the language's way.
    const { page: visitor } = await phone(lang);
    await visitor.goto(`${suite.server.url}/campaigns/${story.slug}`);
    const shown = visitor.locator('#words .word', { hasText: 'Courage' });
    await shown.waitFor();
    expect(await shown.locator('strong').first().textContent()).toBe('Akua Neighbour');
    expect(await shown.locator('.message').textContent()).toBe(say(lang, { en: `“${text}”`, fr: `«\u00a0${text}\u00a0»` }));
    expect(await shown.locator('.message b').count()).toBe(0);
    await expectCleanScreen(visitor);
    await shown
      .getByRole('button', { name: say(lang, { en: 'Report the word of Akua Neighbour', fr: 'Signaler le mot d’Akua Neighbour' }) })
      .click();
    await shown.getByRole('button', { name: say(lang, { en: 'Yes, report it', fr: 'Oui, le signaler' }) }).click();
    await expect
      .poll(
        async () =>
          (
            await suite.server.app.db.query<{ n: number }>(
              'select count(*)::int as n from word_reports r join words_of_support w on w.id = r.word_id where w.text = $1',
              [text],
            )
          )[0]?.n,
      )
      .toBe(1);

    // The owner hides it from their story.
    const { page: ownerPage } = await phone(lang);
    await signIn(ownerPage, suite.server, owner.email);
    await ownerPage.goto(`${suite.server.url}/campaigns/${story.slug}`);
    const own = ownerPage.locator('#words .word', { hasText: 'Courage' });
    await own
      .getByRole('button', { name: say(lang, { en: 'Hide the word of Akua Neighbour', fr: 'Masquer le mot d’Akua Neighbour' }) })
      .click();
    await own.getByText(say(lang, { en: 'Hidden from your story.', fr: 'Masqué sur votre histoire.' })).waitFor();
    await expectCleanScreen(ownerPage);
    expect(await wordRow(text)).toBe('hidden');
    await visitor.reload();
    await visitor.locator('#words').waitFor();
    await visitor.locator('#words .muted, #words .word').first().waitFor();
    // The phone's saved words may show first, then the server's: the hidden word is awaited gone, not read once.
    await expect.poll(() => visitor.locator('#words .word', { hasText: 'Courage' }).count(), { timeout: 60_000 }).toBe(0);
  });

  it('asks a visitor to sign in before writing one', async () => {
    const story = await storyIn(suite.server, owner, 'active', { title: `Desks for Kasoa (${lang})` });
    const { page } = await phone(lang);
    await page.goto(`${suite.server.url}/campaigns/${story.slug}`);
    const link = page.locator('#words').getByRole('link', {
      name: say(lang, { en: 'Sign in to leave a word of support', fr: 'Connectez-vous pour laisser un mot de soutien' }),
    });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(`/login?next=${encodeURIComponent(`/campaigns/${story.slug}#words`)}`);
    await expectCleanScreen(page);
  });
});
