// Offline where our users live, on a 390×844 phone: days offline with an expired token, a report that is never sent
// anonymously, the outbox sent by the service worker with every page of the app closed, and screens that say what is true.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fireBackgroundSync } from '../helpers/background-sync';
import { launchBrowser, seriousA11yViolations, workerInCharge } from '../helpers/browser';
import type { TestServer } from '../helpers/test-server';
import { signInThroughMailbox, startAppServer } from './app-server';
import { keptSignedInScreens } from './kept-code';
import { outboxOnPhone, savedAnswerKeys } from './phone-storage';
import { draftStory, plainPhoto } from './story-draft';

const phone = { width: 390, height: 844 };
const story = { slug: 'hip-replacement-for-kekeli-in-ho', title: 'A new hip for Kekeli at Ho Teaching Hospital' };
let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startAppServer({ SEED_DEMO: 'true' });
  browser = await launchBrowser();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function phoneWith(email: string | null): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: phone });
  const page = await context.newPage();
  if (email) await signInThroughMailbox(page, server, email);
  else await page.goto(`${server.url}/`);
  await workerInCharge(page);
  return { context, page };
}

/** The session as the phone stores it (IndexedDB), and a way to make it expired as after days offline. */
const storedSession = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ access_token: string; refresh_token: string } | null>((resolve, reject) => {
        const open = indexedDB.open('nnoboa');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('auth').objectStore('auth').get('nnoboa.auth.session');
          request.onsuccess = () => {
            open.result.close();
            resolve(request.result ? JSON.parse((request.result as { value: string }).value) : null);
          };
        };
      }),
  );
const expireSession = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('nnoboa');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const store = open.result.transaction('auth', 'readwrite').objectStore('auth');
          const request = store.get('nnoboa.auth.session');
          request.onsuccess = () => {
            const session = JSON.parse((request.result as { value: string }).value) as { expires_at: number };
            session.expires_at = Math.floor(Date.now() / 1000) - 60;
            store.put({ key: 'nnoboa.auth.session', value: JSON.stringify(session) }).onsuccess = () => {
              open.result.close();
              resolve();
            };
          };
        };
      }),
  );

const count = async (sql: string, params: unknown[]) => (await server.app.db.query<{ n: number }>(sql, params))[0]?.n ?? 0;
const userId = async (email: string) =>
  (await server.app.db.query<{ id: string }>('select id from users where email = $1', [email]))[0]?.id ?? '';

describe('days offline', () => {
  it('keeps the person signed in with an expired token, queues an update and a profile edit, and refreshes once back', async () => {
    const { context, page } = await phoneWith('owner@example.com');
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole('heading', { name: 'Your dashboard' }).waitFor();
    await page.getByRole('button', { name: 'Post an update' }).first().waitFor();
    const before = await storedSession(page);

    await context.setOffline(true);
    await expireSession(page);
    // What the reloaded page asks (the page before it may still be finishing what it started online).
    const authCalls: string[] = [];
    let reloaded = false;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) reloaded = true;
    });
    page.on('request', (request) => {
      if (reloaded && /\/(auth\/v1|rest\/v1)\//.test(request.url())) authCalls.push(request.url());
    });
    await page.clock.install();
    await page.reload();
    await page.getByRole('heading', { name: 'Your dashboard' }).waitFor();
    // Two minutes offline: nothing is retried (no refresh, no profile fetch).
    await page.clock.runFor('02:00');
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    expect(authCalls).toEqual([]);

    await page.getByRole('button', { name: 'Post an update' }).first().click();
    await page.getByLabel('Update title').fill('Written on the bus');
    await page.getByLabel('What happened').fill('The new hip is booked for next week, thanks to all of you.');
    await page.getByRole('button', { name: 'Post update' }).click();
    await page.getByRole('button', { name: 'Edit profile' }).click();
    await page.getByLabel('About you').fill('Offline for days, still here.');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Saved on this phone. Your profile will be updated when you are back online.').waitFor();
    expect(await count('select count(*)::int as n from campaign_updates where title = $1', ['Written on the bus'])).toBe(0);

    await page.clock.resume();
    await context.setOffline(false);
    await expect
      .poll(() => count('select count(*)::int as n from campaign_updates where title = $1', ['Written on the bus']), { timeout: 30_000 })
      .toBe(1);
    await expect
      .poll(
        () =>
          count("select count(*)::int as n from users where email = 'owner@example.com' and bio = $1", ['Offline for days, still here.']),
        {
          timeout: 30_000,
        },
      )
      .toBe(1);
    // The token was refreshed when the network came back, and the person is still signed in.
    expect((await storedSession(page))?.access_token).not.toBe(before?.access_token);
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await context.close();
  });
});

describe('a report queued signed in', () => {
  it('is held when the session was revoked, never sent anonymously, and sent once its person signs in again', async () => {
    const { context, page } = await phoneWith('owner@example.com');
    await page.goto(`${server.url}/campaigns/${story.slug}`);
    await page.getByRole('heading', { level: 1, name: story.title }).waitFor();
    await context.setOffline(true);
    const details = `Queued signed in ${Date.now()}`;
    await page.getByRole('button', { name: 'Report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this story' });
    await dialog.getByLabel('Something else').check();
    await dialog.getByLabel('Details (optional)').fill(details);
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await page.getByText('Saved. Your report will be sent when you are back online.').waitFor();

    // Meanwhile the session ends on the server (signed out elsewhere), and the phone's token expires.
    const owner = await userId('owner@example.com');
    await server.app.db.query("update auth_sessions set revoked_at = now(), revoked_reason = 'test' where user_id = $1", [owner]);
    await expireSession(page);
    await context.setOffline(false);
    await page.reload();
    const reports = () => count('select count(*)::int as n from reports where details = $1', [details]);
    // The server refused the session: the phone is signed out, and the report waits for its person instead of going anonymous.
    await expect.poll(() => storedSession(page), { timeout: 30_000 }).toBeNull();
    await expect
      .poll(async () => (await outboxOnPhone(page)).find((item) => item.kind === 'report')?.needsSignIn, { timeout: 30_000 })
      .toBe(true);
    expect(await reports()).toBe(0);

    await signInThroughMailbox(page, server, 'owner@example.com');
    await expect.poll(reports, { timeout: 30_000 }).toBe(1);
    const [row] = await server.app.db.query<{ reporter_id: string | null }>('select reporter_id from reports where details = $1', [
      details,
    ]);
    expect(row?.reporter_id).toBe(owner);
    await page.goto(`${server.url}/dashboard#outbox`);
    await page.locator('#outbox').getByText(`Report: ${story.title}`).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('the app closed', () => {
  it('sends the outbox from the service worker, photos first, with a refreshed token and no page of the app open', async () => {
    const { context, page } = await phoneWith('owner@example.com');
    await page.goto(`${server.url}/campaigns/${story.slug}`);
    await page.getByRole('heading', { level: 1, name: story.title }).waitFor();
    await context.setOffline(true);
    const title = `A water tank for Kintampo ${Date.now()}`;
    await draftStory(page, server.url, title, await plainPhoto());
    await page.getByRole('button', { name: 'Send for review' }).click();
    const queued = page.getByRole('heading', { name: 'Saved to send' });
    await queued.waitFor();
    // Sent from the bottom of the review step, "Saved to send" is in view.
    const box = await queued.boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= phone.height).toBe(true);
    await expireSession(page);
    const refreshTokens = () => count('select count(*)::int as n from auth_refresh_tokens', []);
    const tokensBefore = await refreshTokens();

    await page.close();
    await context.setOffline(false);
    // Not a page of the app: only a blank tab, to speak the DevTools protocol.
    await context.newPage();
    expect(context.pages().map((p) => p.url())).toEqual(['about:blank']);
    await fireBackgroundSync(context, server.url, 'nnoboa-outbox');
    await expect.poll(() => count('select count(*)::int as n from campaigns where title = $1', [title]), { timeout: 60_000 }).toBe(1);
    const [row] = await server.app.db.query<{ cover: boolean }>(
      'select cover_upload_id is not null as cover from campaigns where title = $1',
      [title],
    );
    expect(row?.cover).toBe(true);
    expect(await refreshTokens()).toBeGreaterThan(tokensBefore);
    expect(context.pages().map((p) => p.url())).toEqual(['about:blank']);
    await context.close();
  });
});

describe('offline screens', () => {
  it('never hide a heading under the offline banner, at 390 and 320 px', async () => {
    const { context, page } = await phoneWith('owner@example.com');
    const screens = ['/', '/campaigns', `/campaigns/${story.slug}`, '/how-it-works', '/dashboard', '/create'];
    for (const path of screens) await page.goto(`${server.url}${path}`);
    await context.setOffline(true);
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 844 });
      for (const path of screens) {
        await page.goto(`${server.url}${path}`);
        const heading = page.getByRole('heading', { level: 1 }).first();
        await heading.waitFor();
        await page.locator('.status-banner.offline').waitFor();
        const banner = await page.locator('.status-banners').boundingBox();
        const top = await heading.boundingBox();
        expect(banner && top && top.y >= banner.y + banner.height, `${path} at ${width} px`).toBe(true);
      }
    }
    await context.close();
  });

  it('say a story never opened is not saved on this phone yet, and /admin offline needs a connection', async () => {
    const { context, page } = await phoneWith('admin@example.com');
    // Signed in on this phone: the admin area's code is kept (its answers are not, until it is opened online).
    await keptSignedInScreens(page);
    await context.setOffline(true);
    await page.goto(`${server.url}/campaigns/a-story-this-phone-never-opened`);
    await page.getByRole('heading', { level: 1, name: 'This story is not saved on this phone yet' }).waitFor();
    expect(await page.getByText('Something went wrong').count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.goto(`${server.url}/admin`);
    // No endless spinner: it goes, and the page says the area needs a connection.
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.locator('.spinner').first().waitFor({ state: 'detached' });
    await page.getByText('You are offline and nothing of the moderation area is saved on this phone yet', { exact: false }).waitFor();
    // Once seen online, the moderation area shows what it saved.
    await context.setOffline(false);
    await page.reload();
    await page.getByRole('link', { name: /Pending stories/ }).waitFor();
    await page.locator('.admin .spinner').first().waitFor({ state: 'detached' });
    // Saved on the phone (the write finishes after the screen shows it).
    const savedAdmin = async () => (await savedAnswerKeys(page)).filter((key) => key.startsWith('admin:')).length;
    await expect.poll(savedAdmin, { timeout: 10_000 }).toBeGreaterThan(0);
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Moderation' }).waitFor();
    // What it saved is shown (the pending count among it), not the notice.
    await page.getByRole('link', { name: /Pending stories/ }).waitFor();
    await page.locator('.admin .spinner').first().waitFor({ state: 'detached' });
    expect(await page.getByText('nothing of the moderation area is saved', { exact: false }).count()).toBe(0);
    await context.close();
  });

  it('offer to continue the one unfinished draft when /create is opened again', async () => {
    const { context, page } = await phoneWith(null);
    await page.goto(`${server.url}/create`);
    await page.getByLabel('Title').fill('Solar lamps for Wa night school');
    await page.locator('.save-state', { hasText: /\S/ }).waitFor();
    await page.goto(`${server.url}/`);
    await page.goto(`${server.url}/create`);
    await page.getByRole('heading', { name: 'Continue your unfinished story?' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Continue this story' }).click();
    // The draft is read from the phone's storage after the form shows.
    await expect.poll(() => page.getByLabel('Title').inputValue()).toBe('Solar lamps for Wa night school');
    await context.close();
  });
});
