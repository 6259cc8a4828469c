// Moderation in Chromium, as people do it: an owner sends a story, an admin
// approves or rejects it at /admin, reports are processed, fraud alerts show
// their evidence, and a verified owner gets the badge on their story.
import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailsTo, signUpAndVerify } from '../helpers/auth';
import { launchBrowser, seriousA11yViolations, watchConsole } from '../helpers/browser';
import { call, setStatus, storyFields, upload } from '../helpers/fixtures';
import type { TestServer } from '../helpers/test-server';
import { openSignInLink, startAppServer } from './app-server';

const moderatorEmail = 'moderator@example.com';
let server: TestServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  server = await startAppServer({ ADMIN_EMAILS: moderatorEmail });
  browser = await launchBrowser({ serviceWorkers: false });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});
beforeEach(async () => {
  while (contexts.length) await contexts.pop()?.close();
  await server.app.db.query('delete from rate_limit_hits');
});

async function newPage(viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  contexts.push(context);
  return context.newPage();
}

/** Signs in by e-mailed link (see openSignInLink), creating the account first if needed. */
async function signIn(page: Page, email: string): Promise<void> {
  await server.app.db.query('delete from rate_limit_hits');
  const known = await server.app.db.query('select 1 from auth_users where email = $1', [email]);
  if (known.length === 0) {
    await server.app.auth.requestLink({
      email,
      intent: 'signup',
      createUser: true,
      metadata: { full_name: email.split('@')[0]!.replace('.', ' ') },
      client: { ip: '127.0.0.1' },
    });
    await server.app.db.query('delete from rate_limit_hits');
  }
  await openSignInLink(page, server, email);
}

async function photo(color: string, seed = 1): Promise<Buffer> {
  const shapes = `<svg width="1400" height="1000"><rect x="${100 + seed * 40}" y="120" width="500" height="300" fill="#0b6b3a"/><circle cx="${900 - seed * 30}" cy="650" r="220" fill="#1b1a17"/></svg>`;
  return sharp({ create: { width: 1400, height: 1000, channels: 3, background: color } })
    .composite([{ input: Buffer.from(shapes) }])
    .jpeg()
    .toBuffer();
}

/** An owner (with a session for API set-up) and a story of theirs in the given state. */
async function ownerWithStory(label: string, status: 'pending' | 'active', overrides: Record<string, unknown> = {}, cover?: Buffer) {
  const owner = await signUpAndVerify(server, `${label}.${Date.now().toString(36)}@example.com`, { full_name: `${label} Owusu` });
  await server.app.db.query('delete from rate_limit_hits');
  const image = (await (await upload(server, owner.accessToken, cover ?? (await photo('#c9a227', label.length)))).json()) as { id: string };
  const response = await call(
    server,
    'POST',
    '/api/campaigns',
    storyFields({ cover_upload_id: image.id, ...overrides }),
    owner.accessToken,
  );
  const story = (await response.json()) as { id: string; slug: string; title: string };
  if (status === 'active') await setStatus(server, story.id, 'active');
  return { owner, story };
}

describe('moderating stories', () => {
  it('an owner submits, an admin approves from the pending queue, and the story is public', async () => {
    const owner = await newPage();
    const ownerConsole = watchConsole(owner);
    await signIn(owner, 'ama.launches@example.com');
    await owner.goto(`${server.url}/create`);
    await owner.getByLabel('Title').fill('Textbooks for Sandema senior high');
    await owner.getByLabel('Category').selectOption('education');
    await owner.getByLabel('Region').selectOption('Upper East');
    await owner.getByLabel('Who the money is for').fill('Sandema SHS library');
    await owner.getByLabel('A community or group I belong to').check();
    await owner.getByRole('button', { name: 'Next' }).click();
    await owner.getByLabel('Summary').fill('Two hundred students share forty textbooks. Let us fix that.');
    await owner
      .getByLabel('Your story', { exact: true })
      .fill(
        'Sandema Senior High School has two hundred students in form one and only forty mathematics and science textbooks.\n\n' +
          'With ₵24,000 we can buy a full set for every student from the approved publisher in Bolgatanga, and the library will lend them each year.',
      );
    await owner.getByRole('button', { name: 'Next' }).click();
    await owner.getByLabel('Goal in cedis').fill('24,000');
    await owner.getByLabel('Closing date').fill(new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10));
    await owner.getByRole('button', { name: 'Next' }).click();
    await owner.locator('#cover-photo').setInputFiles({ name: 'books.jpg', mimeType: 'image/jpeg', buffer: await photo('#2d6cdf', 9) });
    await owner.locator('.draft-photo img').first().waitFor();
    await owner.getByRole('button', { name: 'Next' }).click();
    await owner.getByRole('button', { name: 'Send for review' }).click();
    await owner.getByRole('heading', { name: 'Your story was sent for review' }).waitFor();
    const [row] = await server.app.db.query<{ id: string; slug: string }>(
      "select id, slug from campaigns where title = 'Textbooks for Sandema senior high'",
    );

    const admin = await newPage();
    const adminConsole = watchConsole(admin);
    await signIn(admin, moderatorEmail);
    // No link in the header: admins reach the area by its address.
    expect(
      await admin
        .locator('header')
        .getByRole('link', { name: /admin|moderation/i })
        .count(),
    ).toBe(0);
    await admin.goto(`${server.url}/admin`);
    await admin.getByRole('heading', { level: 1, name: 'Moderation' }).waitFor();
    await admin.locator('.queue-grid').waitFor();
    await admin.locator('figure.trend svg').waitFor();
    expect(await seriousA11yViolations(admin)).toEqual([]);
    await admin
      .getByRole('navigation', { name: 'Moderation sections' })
      .getByRole('link', { name: /Pending stories/ })
      .click();
    const item = admin.getByRole('article', { name: 'Textbooks for Sandema senior high' });
    await item.getByText('Read the full story').click();
    await item.getByText('only forty mathematics and science textbooks').waitFor();
    expect(await seriousA11yViolations(admin)).toEqual([]);
    await item.getByRole('button', { name: 'Approve' }).click();
    await item.getByText('Publish “Textbooks for Sandema senior high”? Everyone will be able to read it and give to it.').waitFor();
    await item.getByRole('button', { name: 'Yes, publish it' }).click();
    await admin.getByText('“Textbooks for Sandema senior high” is live').waitFor();
    await admin.getByText('Nothing waits for review. Well done.').waitFor();

    const visitor = await newPage({ width: 390, height: 844 });
    await visitor.goto(`${server.url}/campaigns/${row!.slug}`);
    await visitor.getByRole('heading', { level: 1, name: 'Textbooks for Sandema senior high' }).waitFor();
    expect(await visitor.getByRole('link', { name: 'Support this story' }).count()).toBe(1);
    expect((await mailsTo(server, 'ama.launches@example.com'))[0]?.subject).toBe('Your story is live: Textbooks for Sandema senior high');

    await admin.getByRole('link', { name: 'Audit log' }).click();
    const entry = admin.getByRole('row', { name: /Approved a story/ });
    await entry.waitFor();
    expect(await entry.innerText()).toContain(moderatorEmail);
    expect(await entry.innerText()).toContain('Textbooks for Sandema senior high');
    expect(await seriousA11yViolations(admin)).toEqual([]);
    expect([...ownerConsole.errors, ...adminConsole.errors]).toEqual([]);
  });

  it('an admin rejects with a reason; the owner sees it, edits and resubmits', async () => {
    const { owner, story } = await ownerWithStory('kojo', 'pending', { title: 'Fishing nets for Elmina crew' });
    const admin = await newPage();
    await signIn(admin, moderatorEmail);
    await admin.goto(`${server.url}/admin/pending`);
    const item = admin.getByRole('article', { name: 'Fishing nets for Elmina crew' });
    await item.getByRole('button', { name: 'Reject' }).click();
    await item.getByRole('button', { name: 'Reject with this reason' }).click();
    // Said beside the reason, linked from the summary above it; the link puts the cursor in the reason.
    await item.locator('.field .error-text', { hasText: 'Write a reason of at least 3 characters.' }).waitFor();
    await item.getByRole('link', { name: 'Write a reason of at least 3 characters.' }).click();
    expect(await admin.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
    await item.getByLabel('Reason (the owner sees it)').fill('Please add a quote from the net supplier in the story.');
    await item.getByRole('button', { name: 'Reject with this reason' }).click();
    await admin.getByText('“Fishing nets for Elmina crew” was sent back to its owner').waitFor();

    const page = await newPage({ width: 390, height: 844 });
    const console = watchConsole(page);
    await signIn(page, owner.email);
    const mine = page.getByRole('article', { name: 'Fishing nets for Elmina crew' });
    await mine.getByText('Needs changes').waitFor();
    await mine.getByText('Our team asked for changes: Please add a quote from the net supplier in the story.').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await mine.getByRole('button', { name: 'Edit and resubmit' }).click();
    const summary = mine.getByLabel('Summary');
    await summary.fill('New nets for a crew of twelve, with the supplier’s quote.');
    await mine
      .getByLabel('Your story', { exact: true })
      .fill(`${await mine.getByLabel('Your story', { exact: true }).inputValue()}\n\nThe supplier in Cape Coast quotes ₵2,100 per net.`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await mine.getByRole('button', { name: 'Save and send for review' }).click();
    await page.getByText('Your story was sent for review again').waitFor();
    await mine.getByText('Waiting for review', { exact: true }).waitFor();
    const [row] = await server.app.db.query<{ status: string; summary: string; story: string }>(
      'select status, summary, story from campaigns where id = $1',
      [story.id],
    );
    expect(row?.status).toBe('pending');
    expect(row?.summary).toBe('New nets for a crew of twelve, with the supplier’s quote.');
    expect(row?.story).toContain('₵2,100 per net');

    await admin.reload();
    await admin.getByRole('article', { name: 'Fishing nets for Elmina crew' }).waitFor();
    expect(console.errors).toEqual([]);
  });

  it('approves several stories at once from the pending queue', async () => {
    await ownerWithStory('esi', 'pending', { title: 'Solar lamps for Nkwanta night school' });
    await ownerWithStory('yaw', 'pending', { title: 'Wheelchair for Yaw in Techiman' });
    const admin = await newPage();
    await signIn(admin, moderatorEmail);
    await admin.goto(`${server.url}/admin/pending`);
    await admin.getByLabel('Select “Solar lamps for Nkwanta night school”').check();
    await admin.getByLabel('Select “Wheelchair for Yaw in Techiman”').check();
    await admin.getByRole('button', { name: 'Approve the selected (2)' }).click();
    await admin.getByRole('button', { name: 'Yes, publish 2 stories' }).click();
    await admin.getByText('Done: 2. Could not be changed: 0.').waitFor();
    const rows = await server.app.db.query<{ status: string }>(
      "select status from campaigns where title in ('Solar lamps for Nkwanta night school', 'Wheelchair for Yaw in Techiman')",
    );
    expect(rows.map((r) => r.status)).toEqual(['active', 'active']);
  });
});

describe('reports and fraud alerts', () => {
  it('a visitor reports a story, an admin pauses it, and the story is no longer shown', async () => {
    const { story } = await ownerWithStory('abena', 'active', { title: 'Kente looms for Bonwire weavers' });
    const visitor = await newPage({ width: 390, height: 844 });
    await visitor.goto(`${server.url}/campaigns/${story.slug}`);
    await visitor.getByRole('button', { name: 'Report' }).click();
    const dialog = visitor.getByRole('dialog', { name: 'Report this story' });
    await dialog.getByLabel("It uses someone else's identity or photos").check();
    await dialog.getByLabel('Details (optional)').fill('These looms are from a news article about Adanwomase.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await visitor.getByText('Thank you. Our team will review this story.').waitFor();

    const admin = await newPage();
    const console = watchConsole(admin);
    await signIn(admin, moderatorEmail);
    await admin.goto(`${server.url}/admin`);
    await admin
      .getByRole('navigation', { name: 'Moderation sections' })
      .getByRole('link', { name: /Reports/ })
      .click();
    const report = admin.getByRole('article', { name: 'Kente looms for Bonwire weavers' });
    await report.getByText('These looms are from a news article about Adanwomase.').waitFor();
    expect(await seriousA11yViolations(admin)).toEqual([]);
    await report.getByLabel('Pause the story').check();
    await report.getByLabel('Note').fill('The photos match a 2023 news article. Paused while we call the owner.');
    await report.getByRole('button', { name: 'Process the report' }).click();
    await report.getByText('Pause “Kente looms for Bonwire weavers”?', { exact: false }).waitFor();
    await report.getByRole('button', { name: 'Yes, pause it' }).click();
    await admin.getByText('The story is paused').waitFor();
    await admin.getByText('No reports here.').waitFor();

    // Paused, it is not shared while the team looks into it: a visitor finds it gone, even from the copy their phone kept,
    // which the phone then forgets, so the next visit is the server's own 404.
    await visitor.reload();
    await visitor.getByRole('heading', { level: 1, name: 'This story does not exist or is not public.' }).waitFor();
    await expect.poll(async () => (await visitor.reload())?.status(), { timeout: 60_000 }).toBe(404);
    await visitor.getByRole('heading', { level: 1, name: 'This story does not exist or is not public.' }).waitFor();
    expect(await visitor.getByRole('link', { name: 'Support this story' }).count()).toBe(0);
    const [row] = await server.app.db.query<{ status: string }>('select status from campaigns where id = $1', [story.id]);
    expect(row?.status).toBe('paused');
    expect(console.errors).toEqual([]);
  });

  it('a cover photo copied from another owner’s story raises an alert with its evidence', async () => {
    const picture = await photo('#8a3ffc', 4);
    const { story: original } = await ownerWithStory('efua', 'active', { title: 'Sewing machines for Hohoe apprentices' }, picture);

    // Someone else launches a story with the same photo, through the app.
    const copier = await newPage();
    await signIn(copier, 'copier@example.com');
    await copier.goto(`${server.url}/create`);
    await copier.getByLabel('Title').fill('Sewing machines for my shop in Ho');
    await copier.getByLabel('Category').selectOption('business');
    await copier.getByLabel('Region').selectOption('Volta');
    await copier.getByLabel('Who the money is for').fill('My tailoring shop');
    await copier.getByLabel('A community or group I belong to').check();
    await copier.getByRole('button', { name: 'Next' }).click();
    await copier.getByLabel('Summary').fill('Three machines would let me take apprentices this year.');
    await copier
      .getByLabel('Your story', { exact: true })
      .fill(`${'I have sewn kaba and slit for ten years in Ho, working alone on one old machine. '.repeat(3)}`);
    await copier.getByRole('button', { name: 'Next' }).click();
    await copier.getByLabel('Goal in cedis').fill('9,000');
    await copier.getByLabel('Closing date').fill(new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10));
    await copier.getByRole('button', { name: 'Next' }).click();
    await copier.locator('#cover-photo').setInputFiles({ name: 'machines.jpg', mimeType: 'image/jpeg', buffer: picture });
    await copier.locator('.draft-photo img').first().waitFor();
    await copier.getByRole('button', { name: 'Next' }).click();
    await copier.getByRole('button', { name: 'Send for review' }).click();
    await copier.getByRole('heading', { name: 'Your story was sent for review' }).waitFor();

    const admin = await newPage();
    const console = watchConsole(admin);
    await signIn(admin, moderatorEmail);
    await admin.goto(`${server.url}/admin/alerts`);
    const alert = admin
      .getByRole('article')
      .filter({ hasText: 'Sewing machines for my shop in Ho' })
      .filter({ has: admin.getByRole('heading', { name: 'Same cover photo as another owner’s story' }) });
    await alert.waitFor();
    const evidence = alert.getByRole('link', { name: 'Sewing machines for Hohoe apprentices' });
    expect(await evidence.getAttribute('href')).toBe(`/campaigns/${original.slug}`);
    expect(await seriousA11yViolations(admin)).toEqual([]);
    // The copied story is flagged in the pending queue too.
    await admin.goto(`${server.url}/admin/pending`);
    await admin
      .getByRole('article', { name: 'Sewing machines for my shop in Ho' })
      .getByRole('link', { name: /Open fraud alerts: [12]/ })
      .waitFor();
    await admin.goto(`${server.url}/admin/alerts`);
    await alert.getByRole('button', { name: 'Escalate' }).click();
    await alert.getByLabel('Note').fill('Same photo as the Hohoe story: calling both owners.');
    await alert.getByRole('button', { name: 'Escalate' }).click();
    await admin.getByText('Alert escalated').waitFor();
    expect(console.errors).toEqual([]);
  });
});

describe('verification', () => {
  it('an owner asks to be verified with a photo of their Ghana Card; an admin checks it; the badge shows on their story', async () => {
    const { owner, story } = await ownerWithStory('kwabena', 'active', { title: 'Borehole pump for Zebilla clinic' });
    const page = await newPage({ width: 390, height: 844 });
    const console = watchConsole(page);
    await signIn(page, owner.email);
    const card = page.getByRole('region', { name: 'Verify your identity' });
    await card.getByLabel('Ghana Card number').fill('gha 712345678 9');
    await card.getByRole('button', { name: 'Send for verification' }).click();
    await card.locator('#verify-photo-error', { hasText: 'Add a photo of your Ghana Card.' }).waitFor();
    await card.getByRole('link', { name: 'Add a photo of your Ghana Card.' }).waitFor();
    expect(await card.getByLabel('Ghana Card number').inputValue()).toBe('GHA-712345678-9');
    await card
      .getByLabel('Photo of your Ghana Card')
      .setInputFiles({ name: 'card.jpg', mimeType: 'image/jpeg', buffer: await photo('#f5f0e1', 2) });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await card.getByRole('button', { name: 'Send for verification' }).click();
    // Sent, the card says it is under review rather than asking again.
    await page
      .getByRole('region', { name: 'Verification under review' })
      .getByText(/Your request \(GHA-•••••5678-9, sent on .+\) is waiting for review/)
      .waitFor();

    const admin = await newPage();
    const adminConsole = watchConsole(admin);
    await signIn(admin, moderatorEmail);
    await admin.goto(`${server.url}/admin/users?verification=pending`);
    const account = admin.getByRole('article', { name: 'kwabena Owusu' });
    await account.getByText('GHA-712345678-9').waitFor();
    await account.getByRole('button', { name: 'Show the photo of the card' }).click();
    const image = account.getByRole('img', { name: 'Photo of the Ghana Card of kwabena Owusu' });
    await image.waitFor();
    expect(await image.getAttribute('src')).toMatch(/^blob:/);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await seriousA11yViolations(admin)).toEqual([]);
    await account.getByRole('button', { name: 'Verify' }).click();
    await account.getByRole('button', { name: 'Confirm verification' }).click();
    await admin.getByText('kwabena Owusu is verified').waitFor();

    const visitor = await newPage();
    await visitor.goto(`${server.url}/campaigns/${story.slug}`);
    await visitor.getByRole('heading', { level: 1, name: 'Borehole pump for Zebilla clinic' }).waitFor();
    await visitor.locator('.story-meta .verified', { hasText: 'Verified' }).waitFor();
    expect((await mailsTo(server, owner.email))[0]?.subject).toBe('Your identity is verified');
    await page.reload();
    await page
      .getByRole('region', { name: 'Verify your identity' })
      .getByText('You are verified. Your stories show the verified badge.')
      .waitFor();
    expect([...console.errors, ...adminConsole.errors]).toEqual([]);
  });
});

describe('the admin area on a phone', () => {
  it('has every section usable and accessible at 390 px, in English and French', async () => {
    await ownerWithStory('ato', 'pending', { title: 'Roof for the Aflao community clinic' });
    const admin = await newPage({ width: 390, height: 844 });
    const console = watchConsole(admin);
    await signIn(admin, moderatorEmail);
    const sections: Array<[string, string]> = [
      ['/admin', 'What waits'],
      ['/admin/pending', 'Stories waiting for review'],
      ['/admin/stories', 'All stories'],
      ['/admin/reports?x=1', 'Reports'],
      ['/admin/alerts', 'Fraud alerts'],
      ['/admin/users', 'Users and verification'],
      ['/admin/audit', 'Audit log'],
    ];
    for (const [path, heading] of sections) {
      await admin.goto(`${server.url}${path}`);
      await admin.getByRole('heading', { level: 2, name: heading }).waitFor();
      await admin.waitForFunction(() => document.querySelector('.spinner') === null);
      expect(await seriousA11yViolations(admin), path).toEqual([]);
      expect(await admin.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), path).toBe(true);
    }
    await admin.evaluate(() => localStorage.setItem('nnoboa.lang', 'fr'));
    await admin.goto(`${server.url}/admin/pending`);
    await admin.getByRole('heading', { level: 1, name: 'Modération' }).waitFor();
    await admin.getByRole('article', { name: 'Roof for the Aflao community clinic' }).getByRole('button', { name: 'Approuver' }).waitFor();
    expect(await seriousA11yViolations(admin)).toEqual([]);
    expect(console.errors).toEqual([]);
  });
});
