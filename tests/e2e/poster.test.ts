// A story's poster in Chromium: the owner finds "Print a poster" on their
// dashboard (390×844); it opens the server's printable page even once the
// service worker controls the app; printed by Chromium at A4 it is one page
// (and one A5 page at A5), with the QR code, the number and the code to dial;
// it breaks no CSP rule. A screenshot in print mode is kept for a person to
// look at (POSTER_SHOTS=dir).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, seriousA11yViolations, watchConsole, workerInCharge } from '../helpers/browser';
import { activeStory } from '../helpers/payments';
import { verifiedOwner } from '../helpers/payouts';
import type { TestServer } from '../helpers/test-server';
import { openSignInLink, startAppServer } from './app-server';

const phone = { width: 390, height: 844 };
const title = 'Funeral of Maame Akua Serwaa, Asante Mampong';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startAppServer({ USSD_SERVICE_CODE: '*920*44#' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Pages in a PDF Chromium printed: its page objects (not the page tree). */
const pagesIn = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).length;

async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.POSTER_SHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

describe('a story’s poster', () => {
  it('opens from the dashboard and prints on one A4 page (and one A5), with the number, the code to dial and a QR code', async () => {
    const owner = await verifiedOwner(server, 'Akosua Mensah', 'owner');
    const story = await activeStory(server, owner, { title });
    const { short_number: number } = (await (await fetch(`${server.url}/api/campaigns/${story.id}`)).json()) as { short_number: string };

    const context = await browser.newContext({ viewport: phone });
    const page = await context.newPage();
    await openSignInLink(page, server, owner.email);
    // The service worker controls the app from here: the poster must still come from the server.
    await workerInCharge(page);
    const item = page.getByRole('region', { name: 'Your stories' }).getByRole('article', { name: title });
    const link = item.getByRole('link', { name: 'Print a poster' });
    expect(await link.getAttribute('href')).toBe(`/campaigns/${story.slug}/poster`);
    const [poster] = await Promise.all([context.waitForEvent('page'), link.click()]);
    const console = watchConsole(poster);
    await poster.waitForLoadState('load');
    expect(new URL(poster.url()).pathname).toBe(`/campaigns/${story.slug}/poster`);
    await poster.getByRole('heading', { level: 1, name: title }).waitFor();
    await poster.getByText(`*920*44*${number}#`).waitFor();
    await poster.locator('.number-value', { hasText: number }).waitFor();
    await poster.getByText(`${new URL(server.url).host}/s/${number}`).waitFor();
    expect(await poster.locator('.qr svg path').count()).toBeGreaterThan(0);
    // Scripts run: the Print button shows; nothing wider than the phone; no serious accessibility problem.
    await poster.getByRole('button', { name: 'Print' }).waitFor();
    expect(await poster.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousA11yViolations(poster)).toEqual([]);
    await expect
      .poll(() => poster.locator('img.cover').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await shoot(poster, 'poster-screen');

    // Printed at A4 by Chromium: one page. In print mode the bar above the sheet is gone.
    await poster.emulateMedia({ media: 'print' });
    expect(await poster.locator('.toolbar').isVisible()).toBe(false);
    await shoot(poster, 'poster-print-a4');
    expect(pagesIn(await poster.pdf({ format: 'A4' }))).toBe(1);
    expect(pagesIn(await poster.pdf({ format: 'A4', preferCSSPageSize: true }))).toBe(1);
    // The sheet fits inside A4 less its margins, the QR code stays a square a phone can read (at least 4 cm).
    const box = await poster.evaluate(() => {
      const sheet = document.querySelector('.sheet')!.getBoundingClientRect();
      const qr = document.querySelector('.qr svg')!.getBoundingClientRect();
      const mm = 96 / 25.4;
      return { width: sheet.width / mm, height: sheet.height / mm, qr: qr.width / mm, square: Math.abs(qr.width - qr.height) < 1 };
    });
    expect(box.width).toBeLessThanOrEqual(186.5);
    expect(box.height).toBeLessThanOrEqual(273);
    expect(box.qr).toBeGreaterThanOrEqual(40);
    expect(box.square).toBe(true);

    // A5: one A5 page.
    await poster.goto(`${server.url}/campaigns/${story.slug}/poster?size=a5`);
    await poster.getByRole('heading', { level: 1, name: title }).waitFor();
    await shoot(poster, 'poster-print-a5');
    expect(pagesIn(await poster.pdf({ format: 'A5' }))).toBe(1);
    expect(pagesIn(await poster.pdf({ preferCSSPageSize: true }))).toBe(1);

    // The longest title a story may have still leaves one page, A4 and A5.
    const long = await activeStory(server, owner, {
      title: 'W'.repeat(20) + ' Funeral and thanksgiving of Opanin Kwame Boakye Danquah, Akim Oda',
    });
    for (const size of ['A4', 'A5'] as const) {
      await poster.goto(`${server.url}/campaigns/${long.slug}/poster?size=${size.toLowerCase()}`);
      await poster.locator('.qr svg').waitFor();
      expect(pagesIn(await poster.pdf({ format: size })), size).toBe(1);
      expect(
        await poster.evaluate(
          () =>
            document.querySelector('.footer')!.getBoundingClientRect().bottom <=
            document.querySelector('.sheet')!.getBoundingClientRect().bottom,
        ),
      ).toBe(true);
      await shoot(poster, `poster-long-${size}`);
    }

    // The short link on the paper leads to the story, in the app.
    await poster.emulateMedia({ media: 'screen' });
    await poster.goto(`${server.url}/s/${number}`);
    await poster.waitForURL(`${server.url}/campaigns/${story.slug}`);
    await poster.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(console.errors).toEqual([]);
    await context.close();
  });
});
