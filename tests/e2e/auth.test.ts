// Signing up and in by e-mailed link in Chromium, as a person would: the
// mail is opened from the dev mailbox page and its link clicked.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, seriousA11yViolations, watchConsole } from '../helpers/browser';
import type { TestServer } from '../helpers/test-server';
import { startAppServer } from './app-server';

let server: TestServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  server = await startAppServer({ ADMIN_EMAILS: 'moderator@example.com' });
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

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  contexts.push(context);
  return context.newPage();
}

/** Opens the dev mailbox and clicks the newest link sent to `email`. */
async function openLatestLink(page: Page, email: string): Promise<string> {
  await page.goto(`${server.url}/dev/mailbox`);
  const mail = page.locator('article', { hasText: `To ${email}` }).first();
  await mail.waitFor();
  const link = mail.locator('.links a').first();
  const href = (await link.getAttribute('href')) ?? '';
  await link.click();
  return href;
}

async function signInByLink(page: Page, email: string) {
  await page.goto(`${server.url}/login`);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
  await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
  await openLatestLink(page, email);
}

describe('sign-up and sign-in by link', () => {
  it('registers, confirms from the mail, lands on the dashboard with the profile, and signs out', async () => {
    const page = await newPage();
    const console = watchConsole(page);
    await page.goto(`${server.url}/register`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByLabel('Full name').fill('Ama Serwaa');
    await page.getByLabel('E-mail address').fill('ama.serwaa@example.com');
    await page.getByLabel('Mobile number (optional)').fill('024 123 4567');
    await page.getByLabel('Region (optional)').selectOption('Ashanti');
    await page.getByLabel('I agree to the Terms of Service and the Privacy policy.').check();
    await page.getByRole('button', { name: 'Create my account' }).click();
    await page.getByText('Check your email to complete registration!').waitFor();
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('nnoboa.auth.session-code-verifier'))).not.toBeNull();

    const href = await openLatestLink(page, 'ama.serwaa@example.com');
    expect(href.startsWith(`${server.url}/auth/callback?token_hash=pkce_`)).toBe(true);
    await page.waitForURL(`${server.url}/dashboard`);
    await page.getByText('Akwaaba, Ama Serwaa!').waitFor();
    const profile = page.locator('dl.profile-list');
    await profile.getByText('+233241234567').waitFor();
    expect(await profile.innerText()).toContain('Ashanti');
    expect(await page.locator('header').getByRole('link', { name: 'Dashboard' }).count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.locator('header').getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${server.url}/`);
    await page.getByText('Successfully signed out').waitFor();
    expect(await page.locator('header').getByRole('link', { name: 'Sign In' }).count()).toBe(1);
    expect(await page.evaluate(() => [localStorage.getItem('nnoboa.auth.token'), localStorage.getItem('nnoboa.auth.session')])).toEqual([
      null,
      null,
    ]);
    expect(console.errors.filter((e) => !e.includes('401') && !e.includes('403'))).toEqual([]);
  });

  it('signs in by link, and the same link opened again is refused with a way to get a new one', async () => {
    const email = 'kojo@example.com';
    await server.app.auth.requestLink({ email, intent: 'signup', createUser: true, client: { ip: '127.0.0.1' } });
    await server.app.db.query('update auth_users set email_confirmed_at = now() where email = $1', [email]);
    await server.app.db.query('delete from rate_limit_hits');

    const page = await newPage();
    await signInByLink(page, email);
    await page.waitForURL(`${server.url}/dashboard`);
    await page.getByRole('heading', { name: 'Your dashboard' }).waitFor();

    // The same link again, in a fresh browser: clear error and a resend form.
    const second = await newPage();
    await second.goto(`${server.url}/dev/mailbox`);
    const used =
      (await second
        .locator('article', { hasText: `To ${email}` })
        .first()
        .locator('.links a')
        .first()
        .getAttribute('href')) ?? '';
    await second.goto(used);
    await second.getByRole('heading', { name: 'This link no longer works' }).waitFor();
    expect(await seriousA11yViolations(second)).toEqual([]);
    await server.app.db.query('delete from rate_limit_hits');
    expect(await second.getByLabel('E-mail address').inputValue()).toBe(email);
    await second.getByRole('button', { name: 'Send me a new link' }).click();
    await second.getByText('Check your email for the magic link!').waitFor();
  });

  it('works when the link is opened on another device', async () => {
    const email = 'efo@example.com';
    await server.app.auth.requestLink({ email, intent: 'signup', createUser: true, client: { ip: '127.0.0.1' } });
    await server.app.db.query('delete from rate_limit_hits');
    const phone = await newPage();
    await phone.goto(`${server.url}/login`);
    await phone.getByLabel('E-mail address').fill(email);
    await phone.getByRole('button', { name: 'Send me a sign-in link' }).click();
    await phone.getByRole('heading', { name: 'Check your inbox' }).waitFor();

    const laptop = await newPage();
    await openLatestLink(laptop, email);
    await laptop.waitForURL(`${server.url}/dashboard`);
    await laptop.getByRole('heading', { name: 'Your dashboard' }).waitFor();
    expect(await laptop.evaluate(() => localStorage.getItem('nnoboa.auth.token'))).not.toBeNull();
  });
});

describe('first screen', () => {
  /** Scripts the page downloaded that contain the session client. */
  async function sessionClientScripts(page: Page, path: string): Promise<string[]> {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
    const found: string[] = [];
    for (const url of scripts) {
      const body = await (await fetch(url)).text();
      if (body.includes('X-Supabase-Api-Version')) found.push(url);
    }
    return found;
  }

  it('does not download supabase-js for a signed-out visitor, but does for a signed-in one', async () => {
    const visitor = await newPage();
    expect(await sessionClientScripts(visitor, '/')).toEqual([]);

    const email = 'member@example.com';
    await server.app.auth.requestLink({ email, intent: 'signup', createUser: true, client: { ip: '127.0.0.1' } });
    await server.app.db.query('delete from rate_limit_hits');
    const member = await newPage();
    await signInByLink(member, email);
    await member.waitForURL(`${server.url}/dashboard`);
    expect(await sessionClientScripts(member, '/')).toHaveLength(1);
  });
});

describe('guards', () => {
  it('sends a signed-out visitor from /dashboard to sign in, and back to /dashboard afterwards', async () => {
    const email = 'returning@example.com';
    await server.app.auth.requestLink({ email, intent: 'signup', createUser: true, client: { ip: '127.0.0.1' } });
    await server.app.db.query('delete from rate_limit_hits');
    const page = await newPage();
    await page.goto(`${server.url}/dashboard`);
    await page.waitForURL(`${server.url}/login?next=%2Fdashboard`);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
    const href = await openLatestLink(page, email);
    expect(new URL(href).searchParams.get('next')).toBe('/dashboard');
    await page.waitForURL(`${server.url}/dashboard`);
  });

  it('shows a signed-in non-admin a clear refusal at /admin, and lets an admin in', async () => {
    const page = await newPage();
    await server.app.auth.requestLink({ email: 'plain@example.com', intent: 'signup', createUser: true, client: { ip: '127.0.0.1' } });
    await server.app.db.query('delete from rate_limit_hits');
    await signInByLink(page, 'plain@example.com');
    await page.waitForURL(`${server.url}/dashboard`);
    await page.goto(`${server.url}/admin`);
    await page.getByRole('heading', { name: 'Not authorised' }).waitFor();
    expect(await page.locator('header').getByRole('link', { name: /admin/i }).count()).toBe(0);

    const admin = await newPage();
    await server.app.auth.requestLink({ email: 'moderator@example.com', intent: 'signup', createUser: true, client: { ip: '127.0.0.1' } });
    await server.app.db.query('delete from rate_limit_hits');
    await signInByLink(admin, 'moderator@example.com');
    await admin.waitForURL(`${server.url}/dashboard`);
    await admin.goto(`${server.url}/admin`);
    await admin.getByRole('heading', { level: 1, name: 'Moderation' }).waitFor();
  });
});

describe('profile and account', () => {
  it('edits the profile through the users row and deletes the account after confirming', async () => {
    const email = 'yaa@example.com';
    await server.app.auth.requestLink({
      email,
      intent: 'signup',
      createUser: true,
      metadata: { full_name: 'Yaa Asantewaa' },
      client: { ip: '127.0.0.1' },
    });
    await server.app.db.query('delete from rate_limit_hits');
    const page = await newPage();
    await signInByLink(page, email);
    await page.waitForURL(`${server.url}/dashboard`);
    await page.getByRole('button', { name: 'Edit profile' }).click();
    await page.getByLabel('About you').fill('Market trader in Kumasi');
    await page.getByLabel('Mobile number (optional)').fill('12345');
    await page.getByRole('button', { name: 'Save profile' }).click();
    // The server's rule, checked before sending: said beside the field and linked from the summary above the form.
    await page.locator('#profile-phone-error', { hasText: 'Enter a Ghana mobile number, like 024 123 4567, or leave it empty.' }).waitFor();
    await page.getByRole('link', { name: 'Enter a Ghana mobile number, like 024 123 4567, or leave it empty.' }).waitFor();
    await page.getByLabel('Mobile number (optional)').fill('0501234567');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Profile updated successfully').waitFor();
    await page.locator('dl.profile-list').getByText('Market trader in Kumasi').waitFor();
    const [row] = await server.app.db.query<{ bio: string; phone: string }>('select bio, phone from users where email = $1', [email]);
    expect(row).toEqual({ bio: 'Market trader in Kumasi', phone: '+233501234567' });

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const final = page.getByRole('button', { name: 'Delete my account for good' });
    expect(await final.isDisabled()).toBe(true);
    await page.getByLabel('Type DELETE to confirm').fill('delete');
    await final.click();
    await page.waitForURL(`${server.url}/`);
    await page.getByText('Account deleted successfully').waitFor();
    expect(await server.app.db.query('select 1 from auth_users where email = $1', [email])).toEqual([]);
  });
});
