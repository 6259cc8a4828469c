// A story under review is not shared by mistake (390×844, English and
// French): its owner sees its state at the top of its page and no Share
// button; anyone else gets a real 404, from the server's first answer on.
import { beforeAll, describe, expect, it } from 'vitest';
import { createStory, person, setStatus, type Person } from '../helpers/fixtures';
import { appReady, expectCleanScreen, languages, phoneSuite, say, signIn } from './phone-screen';

let owner: Person;
const stories: Record<'pending' | 'paused' | 'active', { id: string; slug: string }> = {} as never;

const notFound = { en: 'This story does not exist or is not public.', fr: 'Cette histoire n’existe pas ou n’est pas publique.' };

const suite = phoneSuite({ env: {}, serviceWorkers: false });
beforeAll(async () => {
  owner = await person(suite.server, 'review-owner');
  for (const status of ['pending', 'paused', 'active'] as const) {
    stories[status] = await createStory(suite.server, owner, { title: `Desks for Kasoa school, ${status}` });
    await setStatus(suite.server, stories[status].id, status);
  }
  await suite.server.app.db.query(
    "update campaigns set moderation_reason = 'We are calling the school to check the quote.' where id = $1",
    [stories.paused.id],
  );
});

const phone = (lang: (typeof languages)[number]) => suite.open(lang);

describe.each(languages)('in %s', (lang) => {
  it.each(['pending', 'paused'] as const)('a %s story is a real 404 for anyone but its owner, rendered by the server', async (status) => {
    const story = stories[status];
    const first = await fetch(`${suite.server.url}/campaigns/${story.slug}`, { headers: { cookie: `nnoboa_lang=${lang}` } });
    expect(first.status).toBe(404);
    const html = await first.text();
    expect(html).toContain('<div id="root" data-ssr>');
    expect(html).toContain(say(lang, notFound));
    expect(html).not.toContain(`Desks for Kasoa school, ${status}`);
    expect((await fetch(`${suite.server.url}/api/campaigns/${story.id}`)).status).toBe(404);

    const { page } = await phone(lang);
    const answer = await page.goto(`${suite.server.url}/campaigns/${story.slug}`);
    expect(answer?.status()).toBe(404);
    await appReady(page);
    await page.getByRole('heading', { level: 1, name: say(lang, notFound) }).waitFor();
    expect(await page.getByRole('button', { name: say(lang, { en: 'Share', fr: 'Partager' }), exact: true }).count()).toBe(0);
    await expectCleanScreen(page);
  });

  it.each(['pending', 'paused'] as const)('the owner of a %s story sees its state at the top and no Share button', async (status) => {
    const { page } = await phone(lang);
    await signIn(page, suite.server, owner.email);
    // Opened straight from its address (the server says 404; the owner's app asks again, signed in).
    await page.goto(`${suite.server.url}/campaigns/${stories[status].slug}`);
    const state = page.locator('.story-state');
    await state.waitFor();
    const heading = await state.getByRole('heading').textContent();
    expect(heading).toBe(
      say(lang, {
        en: `Not public: ${status === 'pending' ? 'Waiting for review' : 'Paused'}`,
        fr: `Pas publique\u00a0: ${status === 'pending' ? 'En attente de relecture' : 'Suspendue'}`,
      }),
    );
    if (status === 'paused') expect(await state.textContent()).toContain('We are calling the school to check the quote.');
    // Above the cover and the title: the first thing on the page.
    const top = (await state.boundingBox())!;
    const cover = (await page.locator('.story-cover').boundingBox())!;
    expect(top.y + top.height).toBeLessThanOrEqual(cover.y);
    expect(top.y).toBeLessThan(844);
    await page.getByRole('heading', { level: 1, name: `Desks for Kasoa school, ${status}` }).waitFor();
    expect(await page.getByRole('button', { name: say(lang, { en: 'Share', fr: 'Partager' }), exact: true }).count()).toBe(0);
    await expectCleanScreen(page);
  });

  it('a live story is shared as before, and says no state', async () => {
    const { page } = await phone(lang);
    const answer = await page.goto(`${suite.server.url}/campaigns/${stories.active.slug}`);
    expect(answer?.status()).toBe(200);
    await appReady(page);
    await page.getByRole('button', { name: say(lang, { en: 'Share', fr: 'Partager' }), exact: true }).waitFor();
    expect(await page.locator('.story-state').count()).toBe(0);
    await expectCleanScreen(page);
  });
});
