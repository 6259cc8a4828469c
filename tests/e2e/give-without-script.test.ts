// Giving in Chromium with JavaScript turned off, as on a phone in a data-saving
// browser: from a shared story link, through the payment form (one mistake
// first), the demo checkout and back to a thank-you that tells the truth.
// Then the same page with JavaScript: the app takes the server's form over
// without anything moving, and guides from the top of the form.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, seriousA11yViolations, watchWarnings } from '../helpers/browser';
import { totals } from '../helpers/payments';
import type { TestServer } from '../helpers/test-server';
import { startAppServer } from './app-server';

const slug = 'hip-replacement-for-kekeli-in-ho';
const phone = { width: 390, height: 844 };

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let storyId: string;

beforeAll(async () => {
  server = await startAppServer({ SEED_DEMO: 'true' });
  browser = await launchBrowser();
  const [row] = await server.app.db.query<{ id: string }>('select id from campaigns where slug = $1', [slug]);
  storyId = row?.id ?? '';
}, 180_000);
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});
beforeEach(async () => {
  await server.app.db.query('delete from rate_limit_hits');
});

async function open(javaScriptEnabled: boolean, viewport = phone): Promise<Page> {
  await context?.close();
  context = await browser.newContext({ viewport, isMobile: true, hasTouch: true, javaScriptEnabled });
  page = await context.newPage();
  return page;
}

const watch = watchWarnings;

describe('without JavaScript', () => {
  it(
    'gives from a story page through the demo checkout to a true thank-you, after one mistake that keeps every value',
    { timeout: 120_000 },
    async () => {
      await open(false);
      const before = await totals(server, storyId);
      await page.goto(`${server.url}/campaigns/${slug}`);
      await page.locator('.support-panel').getByRole('link', { name: 'Support this story' }).click();
      await page.waitForURL(`${server.url}/payment?campaign=${slug}`);
      await page.getByRole('heading', { level: 1, name: /^Support “/ }).waitFor();
      expect(await page.getByText('Demo mode: you will see a demo checkout and no money moves.').count()).toBe(1);

      // One mistake: a number that is not a Ghana mobile number, and no amount.
      await page.getByRole('radio', { name: 'MTN MoMo' }).check();
      await page.getByLabel('Mobile money number').fill('12345');
      await page.getByLabel('Your name', { exact: true }).fill('Esi Mensah');
      await page.getByLabel('Message of support (optional)').fill('Courage, Kekeli!');
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      await page.waitForURL(`${server.url}/payment?campaign=${slug}`);
      const summary = page.locator('.error-summary');
      await summary.waitFor();
      expect(await summary.getByRole('heading').innerText()).toBe('Please check the fields marked below.');
      expect(await summary.getByRole('link').allInnerTexts()).toEqual([
        'Choose an amount or type one.',
        'Enter a Ghana mobile number, like 024 123 4567 or +233 24 123 4567.',
      ]);
      // The summary is above the fields; each message is beside its field.
      const summaryBox = await summary.boundingBox();
      const amountBox = await page.getByRole('group', { name: 'Amount' }).boundingBox();
      expect(summaryBox!.y + summaryBox!.height).toBeLessThanOrEqual(amountBox!.y);
      expect(await page.locator('#phone-error').innerText()).toBe('Enter a Ghana mobile number, like 024 123 4567 or +233 24 123 4567.');
      expect(await page.getByLabel('Mobile money number').getAttribute('aria-describedby')).toContain('phone-error');
      // Every value kept.
      expect(await page.getByLabel('Mobile money number').inputValue()).toBe('12345');
      expect(await page.getByLabel('Your name', { exact: true }).inputValue()).toBe('Esi Mensah');
      expect(await page.getByLabel('Message of support (optional)').inputValue()).toBe('Courage, Kekeli!');
      expect(await page.getByRole('radio', { name: 'MTN MoMo' }).isChecked()).toBe(true);
      // A link of the summary goes to its field.
      await summary.getByRole('link', { name: /Ghana mobile number/ }).click();
      await expect.poll(() => page.url()).toMatch(/#phone$/);

      await page.getByRole('radio', { name: '₵20', exact: true }).check();
      await page.getByLabel('Mobile money number').fill('024 123 4567');
      await page.getByRole('button', { name: 'Continue to payment' }).click();

      await page.waitForURL(/\/pay\/demo\/nnb-[0-9a-f]{20}$/);
      await page.getByText('Demo payment — no money moves').waitFor();
      await page.getByRole('button', { name: 'Approve' }).click();

      await page.waitForURL(/\/payment\/success\?reference=nnb-/);
      await page.getByRole('heading', { level: 1, name: 'Thank you!' }).waitFor();
      const main = await page.locator('main').innerText();
      expect(main).toContain('Your gift of ₵20 to “A new hip for Kekeli at Ho Teaching Hospital” was received.');
      expect(main).toContain('This was a demo payment: no money moved.');
      expect(await page.getByRole('link', { name: 'Share on WhatsApp' }).count()).toBe(1);
      expect(await totals(server, storyId)).toEqual({ raised: before.raised + 2_000, donor_count: before.donor_count + 1 });

      // Back on the story, the gift is on its donor wall.
      await page.getByRole('link', { name: 'Back to the story' }).first().click();
      await page.locator('.wall li', { hasText: 'Esi Mensah' }).first().waitFor();
    },
  );

  it('says a declined payment did not go through, and counts nothing', async () => {
    await open(false);
    const before = await totals(server, storyId);
    await page.goto(`${server.url}/payment?campaign=${slug}`);
    await page.getByLabel('Or another amount in cedis').fill('75.50');
    await page.getByRole('radio', { name: 'Visa or Mastercard' }).check();
    await page.getByLabel('Give anonymously', { exact: false }).check();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL(/\/pay\/demo\//);
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.waitForURL(/\/payment\/cancel\?reference=nnb-/);
    await page.getByRole('heading', { level: 1, name: 'The payment did not go through' }).waitFor();
    expect(await page.locator('main').innerText()).toContain('Nothing was charged.');
    expect(await totals(server, storyId)).toEqual(before);
  });
});

describe('with JavaScript', () => {
  it('takes the server’s form over with nothing moving, and guides from a summary at the top that goes once all is fixed', async () => {
    await open(true);
    const said = watch(page);
    await page.goto(`${server.url}/payment?campaign=${slug}`);
    const heading = page.getByRole('heading', { level: 1, name: /^Support “/ });
    await heading.waitFor();
    const pay = page.getByRole('button', { name: 'Continue to payment' });
    const before = { heading: await heading.boundingBox(), pay: await pay.boundingBox() };
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    expect({ heading: await heading.boundingBox(), pay: await pay.boundingBox() }).toEqual(before);

    await page.getByRole('radio', { name: 'MTN MoMo' }).check();
    await page.getByLabel('Mobile money number').fill('12345');
    await pay.click();
    const summary = page.locator('.error-summary');
    await summary.waitFor();
    // It takes the focus, above the fields, one link a problem.
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('error-summary'))).toBe(true);
    expect(await summary.getByRole('link').count()).toBe(3);
    await summary.getByRole('link', { name: /Ghana mobile number/ }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('phone');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Each fix takes its line away; the last one takes the summary away.
    await page.getByLabel('Mobile money number').fill('024 123 4567');
    await expect.poll(() => summary.getByRole('link').count()).toBe(2);
    await page.getByRole('radio', { name: '₵50', exact: true }).check();
    await page.getByLabel('Your name', { exact: true }).fill('Ama Owusu');
    await summary.waitFor({ state: 'detached' });
    expect(said).toEqual([]);
  });
});
