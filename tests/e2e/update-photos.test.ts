// An owner's update with photos on a 390×844 phone, in English and French: written offline with two photos,
// sent through the outbox once the network is back (photos first, then the update, once), then seen on the
// story page, rendered by the server, taken over, and read again offline; axe clean on every screen.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../src/locales/en.json';
import fr from '../../src/locales/fr.json';
import updatesEn from '../../src/locales/updates/en.json';
import updatesFr from '../../src/locales/updates/fr.json';
import { signUpAndVerify } from '../helpers/auth';
import { launchBrowser, seriousA11yViolations, watchConsole, workerInCharge } from '../helpers/browser';
import { createStory, jpegWithGps, setStatus } from '../helpers/fixtures';
import type { TestServer } from '../helpers/test-server';
import { openSignInLink, startAppServer } from './app-server';
import { photoBlobsOnPhone } from './phone-storage';

const phone = { width: 390, height: 844 };
const words = { en: { ...en, ...updatesEn }, fr: { ...fr, ...updatesFr } };
type Lang = keyof typeof words;
type Key = keyof (typeof words)['en'];
const say = (lang: Lang, key: Key, values: Record<string, string | number> = {}) =>
  words[lang][key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

let server: TestServer;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Each photo of the update shown on the story page: lazy, sized, from the WebP variants, and loaded. */
async function shownPhotos(update: Locator) {
  const images = update.getByRole('img');
  const found = [];
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await image.evaluate(
      (img: HTMLImageElement) =>
        new Promise<void>((resolve, reject) => {
          if (img.complete && img.naturalWidth > 0) resolve();
          img.addEventListener('load', () => resolve(), { once: true });
          img.addEventListener('error', () => reject(new Error(`${img.currentSrc} did not load`)), { once: true });
        }),
    );
    found.push(
      await image.evaluate((img: HTMLImageElement) => ({
        alt: img.alt,
        loading: img.loading,
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
        srcset: img.srcset,
        loaded: img.naturalWidth > 0,
        linkedTo: img.closest('a')?.getAttribute('href') ?? null,
      })),
    );
  }
  return found;
}

describe.each(['en', 'fr'] as const)('an update with photos written offline, in %s', (lang) => {
  let page: Page;

  it('is kept with its photos offline, sent once back online, and shown on the story page', async () => {
    const title = lang === 'en' ? 'The new roof is on' : 'Le nouveau toit est posé';
    const owner = await signUpAndVerify(server, `roof.${lang}.${Date.now().toString(36)}@example.com`, { full_name: 'Efua Mensah' });
    const story = await createStory(server, owner, { title: lang === 'en' ? 'A roof for Anomabo clinic' : 'Un toit pour la clinique' });
    await setStatus(server, story.id, 'active');

    context = await browser.newContext({ viewport: phone });
    page = await context.newPage();
    const console = watchConsole(page);
    await openSignInLink(page, server, owner.email);
    await workerInCharge(page);
    if (lang === 'fr') {
      await context.addCookies([{ name: 'nnoboa_lang', value: 'fr', url: server.url }]);
      await page.evaluate(() => localStorage.setItem('nnoboa.lang', 'fr'));
      await page.reload();
      await page.getByRole('heading', { name: say(lang, 'dashboard.title') }).waitFor();
    }

    const mine = page.getByRole('region', { name: say(lang, 'dashboard.stories.title') }).getByRole('article');
    // The dashboard's own calls have answered before the network goes.
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    await mine.getByRole('button', { name: say(lang, 'dashboard.stories.postUpdate') }).click();
    await mine.getByLabel(say(lang, 'dashboard.update.heading')).fill(title);
    await mine
      .getByLabel(say(lang, 'dashboard.update.body'))
      .fill('Forty roofing sheets, nails and two days of work: the rain stays out now.');
    await mine.getByLabel(say(lang, 'create.photos.addGallery')).setInputFiles([
      { name: 'roof.jpg', mimeType: 'image/jpeg', buffer: await jpegWithGps(1600, 1200) },
      { name: 'receipt.jpg', mimeType: 'image/jpeg', buffer: await jpegWithGps(900, 1200) },
    ]);
    await mine.getByRole('img', { name: say(lang, 'dashboard.update.photoAlt', { n: 2 }) }).waitFor();
    await mine.getByRole('button', { name: say(lang, 'dashboard.update.removePhoto', { n: 1 }) }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    // Never wider than the phone, down to 320 px.
    for (const width of [phone.width, 320]) {
      await page.setViewportSize({ width, height: phone.height });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
    await page.setViewportSize(phone);

    await mine.getByRole('button', { name: say(lang, 'dashboard.update.send') }).click();
    await page.getByText(say(lang, 'dashboard.update.queued')).waitFor();
    const waiting = page
      .getByRole('region', { name: say(lang, 'outbox.title') })
      .getByRole('listitem')
      .filter({ hasText: say(lang, 'labelled', { label: say(lang, 'outbox.kind.update'), text: title }) });
    await waiting.getByText(say(lang, 'outbox.state.waiting')).waitFor();
    // Kept on the phone, shrunk, until they can go; nothing reached the server.
    expect(await photoBlobsOnPhone(page)).toHaveLength(2);
    const uploads = () => server.app.db.query('select 1 from uploads where owner_id = $1', [owner.userId]);
    const updates = () =>
      server.app.db.query<{ id: string; photos: number }>(
        `select u.id, (select count(*)::int from campaign_update_photos p where p.update_id = u.id) as photos
           from campaign_updates u where u.campaign_id = $1`,
        [story.id],
      );
    expect(await uploads()).toHaveLength(1); // the cover only
    expect(await updates()).toEqual([]);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await context.setOffline(false);
    // "Sent", with when.
    await waiting.getByText(new RegExp(`^${say(lang, 'outbox.sentAt', { when: '' }).trim()} \\d`)).waitFor({ timeout: 60_000 });
    expect(await updates()).toEqual([{ id: expect.any(String), photos: 2 }]);
    expect(await uploads()).toHaveLength(3);
    // Arrived: the copies on the phone are gone.
    await expect.poll(() => photoBlobsOnPhone(page)).toEqual([]);

    await page.goto(`${server.url}/campaigns/${story.slug}`);
    const section = page.getByRole('region', { name: say(lang, 'story.updates') });
    const posted = section.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await posted.first().waitFor();
    expect(await posted.count()).toBe(1);
    const photos = await shownPhotos(posted);
    expect(photos).toHaveLength(2);
    for (const [index, photo] of photos.entries()) {
      expect(photo.alt).toBe(say(lang, 'story.photoAlt', { n: index + 1, title }));
      expect(photo).toMatchObject({ loading: 'lazy', loaded: true });
      expect(photo.srcset).toMatch(/\/uploads\/[0-9a-f-]{36}\/320\.webp 320w/);
      expect(photo.linkedTo).toMatch(/\/uploads\/[0-9a-f-]{36}\/\d+\.webp$/);
    }
    expect(photos.map((p) => [p.width, p.height])).toEqual([
      ['1600', '1200'],
      ['900', '1200'],
    ]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The first visit is rendered by the server, photos included, in the reader's language.
    const html = await (await fetch(`${server.url}/campaigns/${story.slug}`, { headers: { cookie: `nnoboa_lang=${lang}` } })).text();
    const [firstPhoto] = await server.app.db.query<{ upload_id: string }>(
      'select upload_id from campaign_update_photos p join campaign_updates u on u.id = p.update_id where u.campaign_id = $1 and p.position = 0',
      [story.id],
    );
    const served = new RegExp(`<img[^>]*srcset="/uploads/${firstPhoto!.upload_id}/320\\.webp 320w[^>]*>`, 'i').exec(html)?.[0] ?? '';
    expect(served).toContain(`alt="${say(lang, 'story.photoAlt', { n: 1, title })}"`);
    expect(served).toContain('loading="lazy"');
    expect(served).toContain('width="1600" height="1200"');

    // Offline, the story and its update's photos still show from what the phone kept.
    await context.setOffline(true);
    await page.reload();
    await posted.first().waitFor();
    expect(await posted.count()).toBe(1);
    expect((await shownPhotos(posted)).map((p) => p.loaded)).toEqual([true, true]);
    await context.setOffline(false);
    expect(console.errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(e))).toEqual([]);
    await context.close();
  });
});
