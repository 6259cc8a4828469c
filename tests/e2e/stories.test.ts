// Stories in Chromium on the demo data: browse, filter, open a story, share,
// report, and launch a story with a photo that ends up waiting for review.
import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { holdRequests, launchBrowser, seriousA11yViolations, watchConsole } from '../helpers/browser';
import type { TestServer } from '../helpers/test-server';
import { startAppServer } from './app-server';

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  server = await startAppServer({ SEED_DEMO: 'true' });
  browser = await launchBrowser({ serviceWorkers: false });
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});
beforeEach(async () => {
  await context?.close();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  await server.app.db.query('delete from rate_limit_hits');
});

/** Signs in by link from the sign-in screen (the one already open, keeping its `next`, or a fresh one). */
async function signIn(target: Page, email: string) {
  if (!new URL(target.url()).pathname.startsWith('/login')) await target.goto(`${server.url}/login`);
  await target.getByLabel('E-mail address').fill(email);
  await target.getByRole('button', { name: 'Send me a sign-in link' }).click();
  await target.getByRole('heading', { name: 'Check your inbox' }).waitFor();
  await target.goto(`${server.url}/dev/mailbox`);
  await target
    .locator('article', { hasText: `To ${email}` })
    .first()
    .locator('.links a')
    .first()
    .click();
  await target.waitForURL(/\/(dashboard|create)/, { waitUntil: 'commit' });
}

describe('browsing', () => {
  it('lists stories, filters them in the URL, and opens one', async () => {
    const console = watchConsole(page);
    await page.goto(`${server.url}/campaigns`);
    const cards = page.locator('.story-grid article');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(12);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByLabel('Region').selectOption('Volta');
    await page.waitForURL(/region=Volta/);
    await page.getByText(/^\d+ stor(y|ies), live or completed$/).waitFor();
    await page.locator('.story-grid article .region').first().waitFor();
    const regions = await page.locator('.story-grid article .region').allTextContents();
    expect(regions.length).toBeGreaterThan(0);
    expect(new Set(regions)).toEqual(new Set(['Volta']));

    await page.getByLabel('Search stories').fill('dialysis');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/q=dialysis/);
    await page.reload();
    expect(await page.getByLabel('Region').inputValue()).toBe('Volta');

    await page.goto(`${server.url}/campaigns?category=education&sort=most_funded`);
    await cards.first().waitFor();
    expect(await page.getByLabel('Sort by').inputValue()).toBe('most_funded');
    const title = (await cards.first().locator('.story-title').textContent()) ?? '';
    await cards.first().click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(page.url()).toMatch(/\/campaigns\/[a-z0-9-]+$/);
    await page.locator('.wall li').first().waitFor();
    expect(await page.getByRole('link', { name: 'Support this story' }).getAttribute('href')).toMatch(/^\/payment\?campaign=/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(console.errors).toEqual([]);
  });

  it('shows skeletons while a page of stories loads', async () => {
    // The first page comes rendered by the server; the next one the app fetches.
    await page.goto(`${server.url}/campaigns`, { waitUntil: 'networkidle' });
    expect(await page.locator('.story-grid article').count()).toBeGreaterThan(0);
    const stories = await holdRequests(page, '**/api/campaigns?*');
    await page.getByLabel('Category').selectOption('education');
    await page.locator('.story-grid[aria-busy="true"] .skeleton').first().waitFor();
    stories();
    await page.locator('.story-grid article').first().waitFor({ timeout: 10_000 });
  });

  it('shares by WhatsApp or a copied link where the phone has no share sheet', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await page.goto(`${server.url}/campaigns/hip-replacement-for-kekeli-in-ho`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Share this story' });
    await dialog.waitFor();
    const whatsapp = (await dialog.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href')) ?? '';
    expect(whatsapp.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(whatsapp)).toContain(`${server.url}/campaigns/hip-replacement-for-kekeli-in-ho`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await dialog.getByRole('button', { name: 'Link copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${server.url}/campaigns/hip-replacement-for-kekeli-in-ho`);
  });

  it('reports a story with a reason', async () => {
    await page.goto(`${server.url}/campaigns/hip-replacement-for-kekeli-in-ho`);
    await page.getByRole('button', { name: 'Report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this story' });
    await dialog.getByLabel('Facts or amounts are misleading').check();
    await dialog.getByLabel('Details (optional)').fill('The hospital quote looks too high.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await page.getByText('Thank you. Our team will review this story.').waitFor();
    const rows = await server.app.db.query<{ reason: string; details: string }>(
      "select r.reason, r.details from reports r join campaigns c on c.id = r.campaign_id where c.slug = 'hip-replacement-for-kekeli-in-ho'",
    );
    expect(rows).toEqual([{ reason: 'misleading', details: 'The hospital quote looks too high.' }]);
  });

  it('shows success stories with what the money achieved', async () => {
    await page.goto(`${server.url}/success-stories`);
    const items = page.locator('.success-item');
    await items.first().waitFor();
    expect(await items.count()).toBe(5);
    expect(await items.first().innerText()).toContain('What the money achieved');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('shows live figures and stories on the home page', async () => {
    await page.goto(`${server.url}/`);
    await page.locator('.stats-band strong', { hasText: '₵' }).waitFor();
    await page.getByRole('list', { name: 'Almost there' }).getByRole('article').first().waitFor();
    expect(await page.locator('.category-grid a').count()).toBe(8);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

describe('launching a story', () => {
  async function photoFile(): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
    const buffer = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#c9a227' } })
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '6/1 41/1 0/1' } })
      .jpeg()
      .toBuffer();
    return { name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer };
  }

  it('drafts without an account, signs in to send, and the story waits for review', async () => {
    await page.goto(`${server.url}/create`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Next' }).click();
    // Said beside the title, and linked from the summary above the step's fields.
    await page.locator('#title-error', { hasText: 'Write at least 10 characters.' }).waitFor();
    await page.locator('.error-summary').getByRole('link', { name: 'Write at least 10 characters.' }).first().waitFor();

    await page.getByLabel('Title').fill('Desks for Nkwanta basic school');
    await page.getByLabel('Category').selectOption('education');
    await page.getByLabel('Region').selectOption('Oti');
    await page.getByLabel('Who the money is for').fill('Nkwanta D/A Basic School');
    await page.getByLabel('A community or group I belong to').check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Summary').fill('Sixty pupils sit on the floor. Forty dual desks would change that.');
    await page
      .getByLabel('Your story', { exact: true })
      .fill(
        'Our school in Nkwanta has 240 pupils and only enough desks for 180. The rest sit on the floor or share benches made of planks.\n\n' +
          'A local carpenter will make forty dual desks from odum wood for ₵450 each, ₵18,000 in all, delivered and painted before the next term.',
      );
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Goal in cedis').fill('18,000');
    const deadline = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('Closing date').fill(deadline);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.locator('#cover-photo').setInputFiles(await photoFile());
    await page.locator('.draft-photo img').first().waitFor();
    await page.getByText('Draft saved on this phone').waitFor();

    // The draft survives a reload.
    const draftUrl = page.url();
    expect(draftUrl).toMatch(/\/create\?draft=/);
    await page.reload();
    await page.getByRole('heading', { name: 'Step 4 of 5: Photos' }).waitFor();
    await page.locator('.draft-photo img').first().waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Step 5 of 5: Review' }).waitFor();
    expect(await page.locator('.review-list').innerText()).toContain('₵18,000');

    await page.getByRole('button', { name: 'Sign in to send' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    expect(page.url()).toMatch(/\/login\?next=%2Fcreate%3Fdraft%3D/);
    await signIn(page, 'owner@example.com');
    await page.getByRole('button', { name: 'Send for review' }).click();
    expect(page.url()).toMatch(/\/create\?draft=/);
    await page.getByRole('heading', { name: 'Your story was sent for review' }).waitFor();

    const rows = await server.app.db.query<{
      status: string;
      goal: number;
      region: string;
      relationship: string;
      email: string;
      variants: Array<{ width: number }>;
    }>(
      `select c.status, c.goal, c.region, c.relationship, p.email, u.variants from campaigns c join users p on p.id = c.owner_id
         join uploads u on u.id = c.cover_upload_id
        where c.title = 'Desks for Nkwanta basic school'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'pending',
      goal: 1_800_000,
      region: 'Oti',
      relationship: 'community',
      email: 'owner@example.com',
    });
    // The phone sent a smaller photo (at most 1600 px), and the server made its widths from it.
    expect(rows[0]?.variants.map((v) => v.width)).toEqual([320, 640, 1024, 1600]);

    await page.getByRole('link', { name: 'See your story' }).click();
    await page.getByText('This story is waiting for review. Only you and our team can see it.').waitFor();
    expect(await page.evaluate(async () => (await indexedDB.databases()).length)).toBeGreaterThan(0);
  });
});

describe('languages', () => {
  it('switches the interface to French and back', async () => {
    await page.goto(`${server.url}/`);
    const picker = page.getByLabel('Language');
    await picker.locator('option[value="fr"]').waitFor({ state: 'attached' });
    await picker.selectOption('fr');
    await page.locator('html[lang="fr"]').waitFor();
    await page.locator('header').getByRole('link', { name: 'Parcourir les cagnottes' }).waitFor();
    await page.reload();
    await page.locator('header').getByRole('link', { name: 'Parcourir les cagnottes' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByLabel('Langue').selectOption('en');
    await page.locator('header').getByRole('link', { name: 'Browse Campaigns' }).waitFor();
  });
});
