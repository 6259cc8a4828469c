// Giving on a phone, in Chromium at 390×844 (and 320×640): the story page's
// first screen and its sticky Support bar, who is asking and how a gift is
// protected, words and numbers in English and French, no screen wider than
// the phone, errors a person can read, and the small truths (Almost there,
// the link preview picture).
import sharp from 'sharp';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { numberFormats } from '../../contract/rules/numbers';
import { launchBrowser, nextFrames, seriousA11yViolations, watchWarnings } from '../helpers/browser';
import type { TestServer } from '../helpers/test-server';
import { openSignInLink, startAppServer } from './app-server';
import { settled } from './phone-screen';

const phone = { width: 390, height: 844 };
const small = { width: 320, height: 640 };
const widths = [small, { width: 360, height: 740 }, phone];
const languages = ['en', 'fr'] as const;
type Lang = (typeof languages)[number];

/** A live demo story, changed below to have one gift of ₵50 towards ₵42,000. */
const slug = 'hip-replacement-for-kekeli-in-ho';

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let storyId: string;

beforeAll(async () => {
  server = await startAppServer({ SEED_DEMO: 'true', SUPPORT_WHATSAPP: '024 400 0000' });
  browser = await launchBrowser({ serviceWorkers: false });
  const [story] = await server.app.db.query<{ id: string }>('select id from campaigns where slug = $1', [slug]);
  storyId = story!.id;
  // The ledger keeps every gift it counted (donations are never deleted): the demo's gifts stop being succeeded ones instead.
  await server.app.db.query("update donations set status = 'failed' where campaign_id = $1", [storyId]);
  await server.app.db.query(
    `insert into donations (campaign_id, amount, donor_name, method, provider, reference, status, paid_at)
     values ($1, 5000, 'Yaw Boateng', 'mtn_momo', 'seed', 'phone_test_first_gift', 'succeeded', now())`,
    [storyId],
  );
  await server.app.db.query('update campaigns set raised = 5000, donor_count = 1, goal = 4200000 where id = $1', [storyId]);
  server.app.responseCache.clear();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});
beforeEach(async () => {
  await context?.close();
  await server.app.db.query('delete from rate_limit_hits');
});

async function open(viewport = phone, lang: Lang = 'en', options: { javaScriptEnabled?: boolean } = {}): Promise<Page> {
  await context?.close();
  context = await browser.newContext({ viewport, ...options });
  if (lang !== 'en') {
    await context.addCookies([{ name: 'nnoboa_lang', value: lang, url: server.url }]);
    await context.addInitScript((chosen) => localStorage.setItem('nnoboa.lang', chosen), lang);
  }
  page = await context.newPage();
  return page;
}

const watch = watchWarnings;

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not shown');
  return found;
};
const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The page scrolls sideways by nothing. */
const fitsWidth = (target: Page) => target.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The page, made `viewport` wide (as a phone turning, or a wider one), scrolls sideways by nothing once it has laid out again. */
async function fitsWidthAt(target: Page, viewport: { width: number; height: number }): Promise<boolean> {
  await target.setViewportSize(viewport);
  // Whatever the app does on the resize (a media query's listener) is drawn before the width is read.
  await nextFrames(target);
  return fitsWidth(target);
}

describe('1. the story page on a phone', () => {
  /** Raised, goal, the bar, donors, days left and Support: all in the first screen, under the cover and the title. */
  async function expectFirstScreen(target: Page) {
    const title = await box(target.getByRole('heading', { level: 1 }));
    const cover = await box(target.locator('.story-cover'));
    expect(cover.y + cover.height).toBeLessThanOrEqual(title.y);
    const panel = target.locator('.support-panel');
    for (const part of [
      panel.locator('.big-figure', { hasText: '₵50' }),
      panel.getByText('raised of ₵42,000'),
      panel.getByRole('progressbar'),
      panel.getByText('<1% funded'),
      panel.getByText('1 donor', { exact: true }),
      panel.getByText(/^\d+ days left$/),
      panel.getByRole('link', { name: 'Support this story' }),
    ]) {
      const where = await box(part);
      expect(where.y).toBeGreaterThanOrEqual(title.y + title.height);
      expect(where.y + where.height).toBeLessThanOrEqual(phone.height);
    }
    // A first gift far below one percent still shows on the bar.
    const fill = await box(panel.locator('.progress-fill'));
    expect(fill.width).toBeGreaterThan(2);
    expect(await panel.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('<1%');
  }

  it('arrives from the server with the first screen already there, before any code runs', async () => {
    await open(phone, 'en', { javaScriptEnabled: false });
    await page.goto(`${server.url}/campaigns/${slug}`);
    await expectFirstScreen(page);
    // The Support bar is in the server's page: CSS alone shows it once Support has scrolled away.
    const bar = page.getByTestId('support-bar');
    expect(await bar.isVisible()).toBe(false);
    await page.mouse.wheel(0, 1400);
    await bar.waitFor();
    expect(await bar.getByRole('link', { name: 'Support' }).getAttribute('href')).toBe(`/payment?campaign=${slug}`);
    await page.mouse.wheel(0, -5000);
    await bar.waitFor({ state: 'hidden' });
  });

  it('is taken over cleanly, keeps Support at hand in a slim bar, and the bar never covers the footer or a dialog', async () => {
    await open(phone);
    const said = watch(page);
    await page.goto(`${server.url}/campaigns/${slug}`);
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    await expectFirstScreen(page);
    const bar = page.getByTestId('support-bar');
    // In the page from the start, hidden while the panel's Support shows.
    expect(await bar.count()).toBe(1);
    expect(await bar.isVisible()).toBe(false);

    // Support scrolls away: the bar comes, with the amount raised and Support.
    await page.evaluate(() => window.scrollTo(0, 1400));
    await bar.waitFor();
    expect(await bar.innerText()).toMatch(/₵50\s+raised · <1%/);
    expect(await bar.getByRole('link', { name: 'Support' }).getAttribute('href')).toBe(`/payment?campaign=${slug}`);
    const barBox = await box(bar);
    expect(barBox.y + barBox.height).toBeCloseTo(phone.height, 0);
    expect(barBox.height).toBeLessThanOrEqual(76);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Scroll-to-top is in the header: it covers neither text nor the bar.
    const up = page.getByRole('button', { name: 'Scroll to top' });
    await up.waitFor();
    const upBox = await box(up);
    const header = await box(page.locator('.site-header'));
    expect(upBox.y + upBox.height).toBeLessThanOrEqual(header.y + header.height);
    expect(overlaps(upBox, barBox)).toBe(false);

    // At the very bottom, the footer's last line ends above the bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1);
    const lastLine = await box(page.locator('.footer-bottom'));
    expect(lastLine.y + lastLine.height).toBeLessThanOrEqual((await box(bar)).y);

    // An open dialog is never under the bar: the bar steps aside while it is open.
    await page.locator('.protection').getByRole('button', { name: 'Report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this story' });
    await dialog.waitFor();
    expect(await bar.isVisible()).toBe(false);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await bar.waitFor();

    // Back up to the panel: the bar goes.
    await page.evaluate(() => window.scrollTo(0, 0));
    await bar.waitFor({ state: 'hidden' });
    expect(said).toEqual([]);
  });
});

describe('2. who is asking, and how a gift is protected', () => {
  it('shows the organiser, their relationship, region, membership, record and identity check', async () => {
    await open(phone);
    await page.goto(`${server.url}/campaigns/${slug}`);
    const card = page.getByRole('region', { name: 'Who is asking' });
    await card.waitFor();
    const text = await card.innerText();
    expect(text).toContain('Selorm Agbeko');
    expect(text).toContain('A family member of the person the money is for');
    expect(text).toMatch(/Region\s+Volta/);
    expect(text).toMatch(/Member since\s+[A-Z][a-z]+ \d{4}/);
    expect(text).toMatch(/Stories before this one\s+(None: this is their first story on Nnoboa|\d+ (reached|closed|still))/);
    expect(text).toContain('Verified: Nnoboa has checked this person’s Ghana Card, and the name on it is theirs.');
    expect(await card.getByText('Verified', { exact: true }).count()).toBe(1);
    // The owner's name in the first screen leads to the card.
    expect(await page.locator('.story-head').getByRole('link', { name: 'by Selorm Agbeko' }).getAttribute('href')).toBe('#organiser');

    const protection = page.getByRole('region', { name: 'How your gift is protected' });
    const promises = await protection.innerText();
    expect(promises).toContain('Every story is read and checked by our team before it goes live.');
    expect(promises).toContain('The verified badge means we have checked the owner’s Ghana Card against their name.');
    expect(promises).toContain('The money goes only to the story’s owner, once their identity is verified.');
    // Money out exists: every withdrawal is checked and shown in the story's public ledger.
    expect(promises).toContain('Every withdrawal is checked by our team and shown in the story’s public ledger.');
    expect(promises).toContain('a person reads every report');
    expect(await protection.getByRole('button', { name: 'Report' }).count()).toBe(1);
    expect(await protection.getByRole('link', { name: 'WhatsApp +233 24 400 0000' }).getAttribute('href')).toBe(
      'https://wa.me/233244000000',
    );
    expect(await protection.getByRole('link', { name: 'call +233 24 400 0000' }).getAttribute('href')).toBe('tel:+233244000000');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('says plainly when an owner is not verified, in French too', async () => {
    const [unverified] = await server.app.db.query<{ slug: string; name: string }>(
      `select c.slug, p.full_name as name from campaigns c join users p on p.id = c.owner_id
        where c.status = 'active' and p.verification_status <> 'verified' order by c.slug limit 1`,
    );
    await open(phone, 'fr');
    const said = watch(page);
    await page.goto(`${server.url}/campaigns/${unverified!.slug}`);
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    const card = page.getByRole('region', { name: 'Qui demande' });
    await card.waitFor();
    expect(await card.innerText()).toContain(unverified!.name);
    expect(await card.innerText()).toContain('Identité pas encore vérifiée');
    await page.getByRole('region', { name: 'Comment votre don est protégé' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    // Rendered in French by the server and taken over in French without a mismatch.
    expect(said).toEqual([]);
  });

  it('asks on /create who the writer is to the beneficiary', async () => {
    await open(phone);
    await page.goto(`${server.url}/create`);
    await page.getByLabel('Title').fill('Desks for Nkwanta basic school');
    await page.getByLabel('Category').selectOption('education');
    await page.getByLabel('Region').selectOption('Oti');
    await page.getByLabel('Who the money is for').fill('Nkwanta D/A Basic School');
    await page.getByRole('button', { name: 'Next' }).click();
    const question = page.getByRole('group', { name: 'Who are you to them?' });
    await question.getByText('Choose one from the list.').waitFor();
    expect(await question.getByRole('radio').count()).toBe(5);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await question.getByLabel('A community or group I belong to').check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Step 2 of 5: Story' }).waitFor();
    // Kept in the draft on the phone.
    await page.reload();
    await page.getByRole('button', { name: 'Back' }).click();
    expect(await page.getByLabel('A community or group I belong to').isChecked()).toBe(true);
  });
});

describe('4. words and numbers done by the platform', () => {
  it('says "1 donor" and "1 donateur", and writes thousands and money the language’s way', async () => {
    const [{ donations }] = (await server.app.db.query<{ donations: number }>(
      "select sum(donor_count)::int as donations from campaigns where status in ('active', 'completed', 'paused')",
    )) as [{ donations: number }];
    expect(donations).toBeGreaterThan(999);
    for (const lang of languages) {
      const formats = numberFormats(lang);
      await open(phone, lang);
      await page.goto(`${server.url}/`);
      await page.locator('.stats-band').getByText(formats.count(donations), { exact: true }).waitFor();
      await page.goto(`${server.url}/campaigns/${slug}`);
      const panel = page.locator('.support-panel');
      await panel.getByText(lang === 'en' ? '1 donor' : '1 donateur', { exact: true }).waitFor();
      expect(await panel.innerText()).toContain(formats.money(4_200_000));
      expect(await panel.innerText()).toContain(lang === 'en' ? '<1% funded' : 'financée à <1\u00a0%');
    }
    expect(numberFormats('en').count(1064)).toBe('1,064');
    expect(numberFormats('fr').count(1064)).toBe('1\u202f064');
    // Cards agree with the page: "1 donor", never "1 donors".
    await open(phone);
    await page.goto(`${server.url}/campaigns?sort=newest`);
    await page.locator('.story-grid article').first().waitFor();
    expect(await page.locator('main').innerText()).not.toMatch(/\b1 donors\b|\b0% funded\b/);
  });
});

describe('5. no screen wider than the phone', () => {
  const publicPaths = [
    '/',
    '/campaigns',
    `/campaigns/${slug}`,
    '/create',
    '/how-it-works',
    '/success-stories',
    '/login',
    '/register',
    `/payment?campaign=${slug}`,
    '/privacy-policy',
    '/terms-of-service',
    '/no/such/page',
  ];

  it.each(languages)(
    'at 320, 360 and 390 px no public page scrolls sideways, and each passes axe at 320 px (%s)',
    async (lang) => {
      // Each page opened once, at 320 px, then widened: the layout is the styles' answer to the width, as when a phone turns.
      await open(small, lang);
      for (const path of publicPaths) {
        await page.setViewportSize(small);
        await page.goto(`${server.url}${path}`);
        await settled(page);
        expect(await seriousA11yViolations(page), `${path} at 320 (${lang})`).toEqual([]);
        for (const viewport of widths) expect(await fitsWidthAt(page, viewport), `${path} at ${viewport.width}`).toBe(true);
      }
    },
    180_000,
  );

  it.each(languages)(
    'the Photos step of /create fits 320, 360 and 390 px (%s)',
    async (lang) => {
      await open(small, lang);
      await page.goto(`${server.url}/create`);
      await page.locator('#title').fill('Desks for Nkwanta basic school');
      await page.locator('#category').selectOption('education');
      await page.locator('#region').selectOption('Oti');
      await page.locator('#beneficiary').fill('Nkwanta D/A Basic School');
      await page.locator('input[name="relationship"][value="community"]').check();
      await page.locator('form button[type="submit"]').click();
      await page.locator('#summary').fill('Sixty pupils sit on the floor. Forty dual desks would change that.');
      await page.locator('#story').fill('Our school in Nkwanta has 240 pupils and only enough desks for 180. '.repeat(4));
      await page.locator('form button[type="submit"]').click();
      await page.locator('#goal').fill('18000');
      await page.locator('#deadline').fill(new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10));
      await page.locator('form button[type="submit"]').click();
      await page.locator('#cover-photo').waitFor({ state: 'attached' });
      expect(await seriousA11yViolations(page)).toEqual([]);
      for (const viewport of widths) expect(await fitsWidthAt(page, viewport), `photos step at ${viewport.width} (${lang})`).toBe(true);
    },
    120_000,
  );

  it('folds the filters of /campaigns so the first stories show in the first screen', async () => {
    for (const viewport of [phone, small]) {
      await open(viewport);
      await page.goto(`${server.url}/campaigns`);
      const first = await box(page.locator('.story-grid article').first());
      expect(first.y, `first story at ${viewport.width}`).toBeLessThan(viewport.height);
      expect(await page.getByLabel('Region').isVisible()).toBe(false);
    }
    const toggle = page.getByRole('button', { name: 'Filters and sort' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await page.getByLabel('Region').selectOption('Volta');
    await page.waitForURL(/region=Volta/);
    await page.getByRole('button', { name: 'Filters and sort (1 on)' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('keeps scroll-to-top in the header at every width, over no text', async () => {
    for (const viewport of widths) {
      await open(viewport);
      await page.goto(`${server.url}/privacy-policy`);
      for (const y of [600, 1500, 3000]) {
        await page.evaluate((to) => window.scrollTo(0, to), y);
        const up = page.getByRole('button', { name: 'Scroll to top' });
        await up.waitFor();
        const upBox = await box(up);
        const header = await box(page.locator('.site-header'));
        expect(upBox.y).toBeGreaterThanOrEqual(header.y);
        expect(upBox.y + upBox.height).toBeLessThanOrEqual(header.y + header.height);
        // Nothing of the page's own text is under it: the point at its middle is the button.
        const hit = await page.evaluate(
          ({ x, y: at }) => document.elementFromPoint(x, at)?.closest('button')?.getAttribute('aria-label') ?? null,
          { x: upBox.x + upBox.width / 2, y: upBox.y + upBox.height / 2 },
        );
        expect(hit).toBe('Scroll to top');
        expect(await fitsWidth(page)).toBe(true);
      }
    }
  });

  it.each(languages)(
    'signed in, the dashboard and every admin section fit 320 and 390 px, and pass axe (%s)',
    async (lang) => {
      await open(small);
      await openSignInLink(page, server, 'admin@example.com');
      if (lang !== 'en') {
        await context.addCookies([{ name: 'nnoboa_lang', value: lang, url: server.url }]);
        await page.evaluate((chosen) => localStorage.setItem('nnoboa.lang', chosen), lang);
      }
      for (const path of [
        '/dashboard',
        '/admin',
        '/admin/pending',
        '/admin/stories',
        '/admin/reports',
        '/admin/alerts',
        '/admin/users',
        '/admin/audit',
      ]) {
        await page.setViewportSize(small);
        await page.goto(`${server.url}${path}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.waitForFunction(() => document.querySelector('.spinner') === null);
        expect(await seriousA11yViolations(page), `${path} (${lang})`).toEqual([]);
        for (const viewport of [small, phone])
          expect(await fitsWidthAt(page, viewport), `${path} at ${viewport.width} (${lang})`).toBe(true);
      }
    },
    120_000,
  );

  it('the admin’s bulk bar never covers a story: once scrolled away it sits in the header’s place', async () => {
    await open(phone);
    await openSignInLink(page, server, 'admin@example.com');
    await page.goto(`${server.url}/admin/pending`);
    const bar = page.getByRole('group', { name: 'Act on several stories' }).first();
    await bar.waitFor();
    await page.getByLabel('Select every story on this page').check();
    const stories = page.locator('.queue-item');
    const count = await stories.count();
    expect(count).toBeGreaterThanOrEqual(3);
    // At rest the bar is above the stories, not over them.
    expect(overlaps(await box(bar), await box(stories.first()))).toBe(false);
    // Each story, brought into view, is covered by nothing: its checkbox is what is at its place.
    for (let index = 0; index < count; index += 1) {
      const select = stories.nth(index).getByRole('checkbox');
      await select.scrollIntoViewIfNeeded();
      const at = await box(select);
      const hit = await page.evaluate(({ x, y }) => (document.elementFromPoint(x, y) as HTMLInputElement | null)?.type ?? null, {
        x: at.x + at.width / 2,
        y: at.y + at.height / 2,
      });
      expect(hit, `story ${index + 1}`).toBe('checkbox');
    }
    const strip = page.locator('.bulk-strip');
    await strip.waitFor();
    const stripBox = await box(strip);
    expect(stripBox.y).toBe(0);
    expect(stripBox.height).toBeLessThanOrEqual(64);
    expect(await strip.innerText()).toContain(`Selected: ${count}`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    // It leads back to the actions.
    await strip.getByRole('button', { name: 'Choose what to do' }).click();
    await page.locator('.bulk-actions button').first().waitFor();
    await strip.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.closest('.bulk-actions') !== null)).toBe(true);
  });
});

describe('6. errors a person can read', () => {
  it('counts down a 429 on sign-in, in words, and lets the person try again once the wait is over', async () => {
    await open(phone);
    // The page's clock runs as usual, and can be moved on instead of waiting a minute.
    await page.clock.install();
    await page.goto(`${server.url}/login`);
    await page.getByLabel('E-mail address').fill('owner@example.com');
    await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
    await page.getByRole('button', { name: 'Use another address' }).click();
    await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
    const wait = page.getByTestId('wait');
    await wait.waitFor();
    const first = await wait.innerText();
    expect(first).toMatch(/^Too many requests\. Please wait (\d+) seconds? before trying again\.$/);
    expect(await page.getByRole('button', { name: 'Send me a sign-in link' }).isDisabled()).toBe(true);
    const secondsOf = (text: string) => Number(/wait (\d+)/.exec(text)?.[1]);
    expect(secondsOf(first)).toBeGreaterThan(30);
    await page.waitForFunction((before) => {
      const now = document.querySelector('[data-testid="wait"]')?.textContent ?? '';
      return Number(/wait (\d+)/.exec(now)?.[1]) < before;
    }, secondsOf(first));
    // Screen readers hear it once; the page says nothing raw.
    expect(
      await page
        .locator('form')
        .getByRole('alert')
        .filter({ hasText: /Please wait \d+ seconds?/ })
        .count(),
    ).toBe(1);
    expect(await page.locator('main').innerText()).not.toMatch(/\{\}|Failed to fetch|429/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    // Once the wait is over the note goes and the button works again.
    await page.clock.fastForward(secondsOf(first) * 1000 + 1000);
    await wait.waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: 'Send me a sign-in link' }).isEnabled()).toBe(true);
    await server.app.db.query('delete from rate_limit_hits');
    await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
  });

  it('says the same on sign-up (through supabase-js), in French', async () => {
    await open(phone, 'fr');
    await page.goto(`${server.url}/register`);
    const fill = async () => {
      await page.locator('#register-name').fill('Akosua Mensah');
      await page.locator('#register-email').fill('akosua.mensah@example.com');
      await page.locator('#register-terms').check();
      await page.locator('form button[type="submit"]').click();
    };
    await fill();
    await page.getByRole('heading', { level: 2 }).filter({ hasText: /boîte/i }).waitFor();
    await page.locator('.card button.btn-ghost').click();
    await fill();
    const wait = page.getByTestId('wait');
    await wait.waitFor();
    expect(await wait.innerText()).toMatch(/^Trop de demandes\. Patientez \d+ secondes? avant de réessayer\.$/);
    expect(await page.locator('main').innerText()).not.toMatch(/\{\}|Failed to fetch|429/);
  });

  it('never shows "{}" or "Failed to fetch" when sign-up cannot reach the server', async () => {
    await open(phone);
    await page.goto(`${server.url}/register`);
    await page.route('**/auth/v1/signup**', (route) => route.abort('internetdisconnected'));
    await page.getByLabel('Full name').fill('Kofi Ofori');
    await page.getByLabel('E-mail address').fill('kofi.ofori@example.com');
    await page.getByLabel('I agree to the Terms of Service and the Privacy policy.').check();
    await page.getByRole('button', { name: 'Create my account' }).click();
    await page
      .locator('main')
      .getByRole('alert')
      .filter({ hasText: 'Network connection failed. Please check your internet connection and try again.' })
      .waitFor();
    expect(await page.locator('main').innerText()).not.toMatch(/\{\}|Failed to fetch/);
  });

  it('says the catalogue’s words when the server fails, and the server’s own sentence when it refuses', async () => {
    await open(phone);
    await page.goto(`${server.url}/payment?campaign=${slug}`);
    await page.getByRole('radio', { name: '₵50', exact: true }).check();
    await page.getByRole('radio', { name: 'Visa or Mastercard' }).check();
    await page.getByLabel('Your name', { exact: true }).fill('Ama Serwaa');
    await page.route('**/api/donations', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"upstream exploded at line 42"}' }),
    );
    await page.getByRole('button', { name: 'Pay ₵50' }).click();
    await page.getByRole('alert').filter({ hasText: 'Server temporarily unavailable. Please try again in a few moments.' }).waitFor();
    expect(await page.locator('main').innerText()).not.toContain('exploded');
    // Said at the top of the form, far from the button: the summary takes the focus, so the donor sees it.
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('error-summary'))).toBe(true);
    await page.unroute('**/api/donations');
    await page.route('**/api/donations', (route) =>
      route.fulfill({ status: 409, contentType: 'application/json', body: '{"message":"This story is not taking donations right now."}' }),
    );
    await page.getByRole('button', { name: 'Pay ₵50' }).click();
    await page.getByRole('alert').filter({ hasText: 'This story is not taking donations right now.' }).waitFor();
  });
});

describe('7. small truths', () => {
  it('"Almost there" lists only stories still short of their goal', async () => {
    // A live story past its goal, the most funded of all: it must not be "almost there".
    await server.app.db.query(
      "update campaigns set raised = goal * 2 where id = (select id from campaigns where status = 'active' and id <> $1 order by slug limit 1)",
      [storyId],
    );
    server.app.responseCache.clear();
    await open(phone);
    await page.goto(`${server.url}/`);
    const list = page.getByRole('list', { name: 'Almost there' });
    await list.getByRole('article').first().waitFor();
    const titles = await list.locator('.story-title').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    const rows = await server.app.db.query<{ title: string; raised: number; goal: number }>(
      'select title, raised, goal from campaigns where title = any($1::text[])',
      [titles],
    );
    expect(rows).toHaveLength(titles.length);
    for (const row of rows) expect(row.raised, row.title).toBeLessThan(row.goal);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('previews a shared story with a 1200×630 JPEG of at most 300 KB', async () => {
    await open(phone);
    const html = await (await page.request.get(`${server.url}/campaigns/${slug}`)).text();
    const image = /<meta property="og:image" content="([^"]+)">/.exec(html)?.[1];
    expect(image).toMatch(/\/share\.jpg$/);
    const response = await page.request.get(image!.replace(server.config.publicUrl, server.url));
    expect(response.headers()['content-type']).toBe('image/jpeg');
    const bytes = await response.body();
    expect(bytes.length).toBeLessThanOrEqual(300_000);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  });
});
