// The owner's dashboard in Chromium: my stories with their state, donations
// received (anonymous donors stay anonymous) and their CSV, an update, closing
// a story, a profile photo, on a phone-sized screen, in English and French.
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signUpAndVerify } from '../helpers/auth';
import { launchBrowser, seriousA11yViolations, watchConsole } from '../helpers/browser';
import { createStory, donate, setStatus, type Person } from '../helpers/fixtures';
import type { TestServer } from '../helpers/test-server';
import { openSignInLink, startAppServer } from './app-server';
import { eventually } from '../helpers/wait';

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});
beforeEach(async () => {
  await context?.close();
  context = await browser.newContext({ viewport: { width: 390, height: 844 }, acceptDownloads: true });
  page = await context.newPage();
  await server.app.db.query('delete from rate_limit_hits');
});

const signIn = (email: string) => openSignInLink(page, server, email);

async function owner(label: string): Promise<Person> {
  const made = await signUpAndVerify(server, `${label}.${Date.now().toString(36)}@example.com`, { full_name: `${label} Boateng` });
  await server.app.db.query('delete from rate_limit_hits');
  return made;
}

describe('owner dashboard', () => {
  it('shows my stories and the donations they received, exports them, posts an update and closes a story', async () => {
    const me = await owner('akosua');
    const live = await createStory(server, me, { title: 'Maize mill for Ejura farmers' });
    await setStatus(server, live.id, 'active');
    await donate(server, live.id, 12_050, { name: 'Nana Ama', message: 'For the harvest' });
    await donate(server, live.id, 50_000, { name: 'Hidden Generous Person', anonymous: true });
    await createStory(server, me, { title: 'Rain tanks for Ejura primary', submit: false });
    const console = watchConsole(page);
    await signIn(me.email);

    const stories = page.getByRole('region', { name: 'Your stories' });
    const mill = stories.getByRole('article', { name: 'Maize mill for Ejura farmers' });
    await mill.getByText('Live', { exact: true }).waitFor();
    await mill.getByText('₵620.50 raised of ₵25,000').waitFor();
    await mill.getByText('2 donors').waitFor();
    const draft = stories.getByRole('article', { name: 'Rain tanks for Ejura primary' });
    await draft.getByText('Draft', { exact: true }).waitFor();
    await draft.getByRole('button', { name: 'Send for review' }).click();
    await page.getByText('Your story was sent for review').waitFor();
    await draft.getByText('Waiting for review', { exact: true }).waitFor();

    const received = page.getByRole('region', { name: 'Donations received' });
    await received.getByText('2 donations, ₵620.50 in all.').waitFor();
    await received.getByRole('cell', { name: 'Nana Ama' }).waitFor();
    await received.getByRole('cell', { name: 'Anonymous' }).waitFor();
    expect(await page.content()).not.toContain('Hidden Generous Person');
    expect(await seriousA11yViolations(page)).toEqual([]);
    // Mobile first: nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    const [download] = await Promise.all([page.waitForEvent('download'), received.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^nnoboa-donations-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toBe('Date,Story,Donor,Amount (GHS),Message,Payment method');
    expect(csv).toContain(',Maize mill for Ejura farmers,Anonymous,500.00,,mtn_momo');
    expect(csv).toContain(',Nana Ama,120.50,For the harvest,');
    expect(csv).not.toContain('Hidden Generous Person');

    await mill.getByRole('button', { name: 'Post an update' }).click();
    await mill.getByLabel('Update title').fill('The mill is ordered');
    await mill.getByLabel('What happened').fill('We paid the deposit to the supplier in Techiman today.');
    await mill.getByRole('button', { name: 'Post update' }).click();
    await page.getByText('Update posted').waitFor();
    // Posted through the outbox, which says it was sent.
    await page.getByRole('region', { name: 'Waiting to be sent' }).getByText('Update: The mill is ordered').waitFor();

    await mill.getByRole('button', { name: 'Close' }).click();
    await mill.getByText('This story has received donations, so it will be closed, not deleted').waitFor();
    await mill.getByRole('button', { name: 'Yes, close this story' }).click();
    await page.getByText('Your story was closed. It stays visible for donors’ records.').waitFor();
    await mill.getByText('Closed', { exact: true }).waitFor();

    await page.goto(`${server.url}/campaigns/${live.slug}`);
    await page.getByRole('heading', { name: 'The mill is ordered' }).waitFor();
    const [row] = await server.app.db.query<{ status: string; closed_reason: string }>(
      'select status, closed_reason from campaigns where id = $1',
      [live.id],
    );
    expect(row).toEqual({ status: 'completed', closed_reason: 'owner' });
    expect(console.errors).toEqual([]);
  });

  it('lists the drafts on this phone, and keeps an update written offline until it can be posted', async () => {
    const me = await owner('yaw');
    const live = await createStory(server, me, { title: 'Desks for Akatsi basic school' });
    await setStatus(server, live.id, 'active');
    await signIn(me.email);
    const drafts = page.getByRole('region', { name: 'Drafts on this phone' });
    await drafts.getByText('No drafts on this phone.', { exact: false }).waitFor();

    await drafts.getByRole('link', { name: 'Start a story' }).click();
    await page.getByLabel('Title').fill('Solar lamps for Akatsi');
    // The form saves as one types, a moment after the last key.
    await page.getByText('Draft saved on this phone').waitFor();
    await page.goto(`${server.url}/dashboard`);
    const kept = drafts.getByRole('listitem').filter({ hasText: 'Solar lamps for Akatsi' });
    await kept.getByRole('link', { name: 'Resume' }).waitFor();
    expect(await kept.getByRole('link', { name: 'Resume' }).getAttribute('href')).toMatch(/^\/create\?draft=/);

    const desks = page.getByRole('region', { name: 'Your stories' }).getByRole('article', { name: 'Desks for Akatsi basic school' });
    await desks.getByRole('button', { name: 'Post an update' }).click();
    await desks.getByLabel('Update title').fill('Twenty desks delivered');
    await desks.getByLabel('What happened').fill('The carpenter in Sogakope delivered the first twenty desks this morning.');
    await context.setOffline(true);
    await desks.getByRole('button', { name: 'Post update' }).click();
    await page.getByText('Saved. Your update will be posted when you are back online.').waitFor();
    const waiting = page
      .getByRole('region', { name: 'Waiting to be sent' })
      .getByRole('listitem')
      .filter({ hasText: 'Update: Twenty desks delivered' });
    await waiting.getByText('Waiting to send').waitFor();
    const updates = () => server.app.db.query('select 1 from campaign_updates where campaign_id = $1', [live.id]);
    expect(await updates()).toHaveLength(0);

    await context.setOffline(false);
    await waiting.getByText(/^Sent \d/).waitFor({ timeout: 30_000 });
    expect(await updates()).toHaveLength(1);
    // "Sent" is said once, and a sent update is removed like any sent item.
    expect((await waiting.innerText()).match(/Sent/g)).toHaveLength(1);
    await waiting.getByRole('button', { name: 'Remove' }).click();
    await waiting.waitFor({ state: 'detached' });

    await kept.getByRole('button', { name: 'Delete' }).click();
    await drafts.getByText('No drafts on this phone.', { exact: false }).waitFor();
  });

  it('says what was kept for later plainly when the toasts’ code cannot be loaded offline, and the screen stays', async () => {
    await context.close();
    context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    page = await context.newPage();
    await page.route('**/assets/toast-container-*.js', (route) => route.abort('internetdisconnected'));
    const me = await owner('adwoa');
    const live = await createStory(server, me, { title: 'Books for Hohoe library' });
    await setStatus(server, live.id, 'active');
    await signIn(me.email);
    const books = page.getByRole('region', { name: 'Your stories' }).getByRole('article', { name: 'Books for Hohoe library' });
    await books.getByRole('button', { name: 'Post an update' }).click();
    await books.getByLabel('Update title').fill('Shelves are up');
    await books.getByLabel('What happened').fill('The carpenter put up the shelves; the first boxes of books arrive next week.');
    await context.setOffline(true);
    await books.getByRole('button', { name: 'Post update' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved. Your update will be posted when you are back online.' }).waitFor();
    await page.getByRole('region', { name: 'Your stories' }).waitFor();

    await page.unroute('**/assets/toast-container-*.js');
    await context.setOffline(false);
    await eventually(
      'the update posted',
      async () => (await server.app.db.query('select 1 from campaign_updates where campaign_id = $1', [live.id])).length === 1,
    );
  });

  it('edits the profile with a photo through the users row', async () => {
    const me = await owner('kweku');
    await signIn(me.email);
    await page.getByRole('button', { name: 'Edit profile' }).click();
    const avatar = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#0b6b3a' } })
      .jpeg()
      .toBuffer();
    await page.getByLabel('Choose a photo').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: avatar });
    await page.locator('form img.avatar').waitFor();
    await page.getByLabel('About you').fill('Cocoa farmer in Goaso');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Profile updated successfully').waitFor();
    const shown = page.getByRole('img', { name: 'Your profile photo' });
    await shown.waitFor();
    expect(await shown.getAttribute('src')).toMatch(/^\/uploads\/[0-9a-f-]+\/256\.webp$/);
    const [row] = await server.app.db.query<{ avatar_url: string; bio: string }>('select avatar_url, bio from users where id = $1', [
      me.userId,
    ]);
    expect(row).toEqual({ avatar_url: await shown.getAttribute('src'), bio: 'Cocoa farmer in Goaso' });
  });

  it('speaks French', async () => {
    const me = await owner('adjoa');
    await signIn(me.email);
    await page.evaluate(() => localStorage.setItem('nnoboa.lang', 'fr'));
    await page.reload();
    await page.getByRole('heading', { name: 'Vos histoires' }).waitFor();
    await page.getByRole('heading', { name: 'Vérifiez votre identité' }).waitFor();
    await page.getByLabel('Numéro de Ghana Card').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
